	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	softmax_fwd             ; -- Begin function softmax_fwd
	.globl	softmax_fwd
	.p2align	8
	.type	softmax_fwd,@function
softmax_fwd:                            ; @softmax_fwd
; %bb.0:
	s_load_b64 s[2:3], s[0:1], 0x10
	v_lshl_or_b32 v0, s15, 8, v0
                                        ; implicit-def: $vgpr132 : SGPR spill to VGPR lane
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_124
; %bb.1:
	s_load_b64 s[4:5], s[0:1], 0x0
	v_mad_i64_i32 v[1:2], null, s3, v0, 0
	v_dual_mov_b32 v3, 0xff800000 :: v_dual_mov_b32 v6, 0xff800000
	v_dual_mov_b32 v7, 0xff800000 :: v_dual_mov_b32 v4, 0xff800000
	v_mov_b32_e32 v5, 0xff800000
	s_cmp_gt_i32 s3, 3
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[128:129], 2, v[1:2]
	s_cselect_b32 s101, -1, 0
	s_cmp_lt_i32 s3, 4
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v130, vcc_lo, s4, v128
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v131, vcc_lo, s5, v129, vcc_lo
	s_cbranch_scc1 .LBB0_3
; %bb.2:
	global_load_b128 v[4:7], v[130:131], off
.LBB0_3:
	v_dual_mov_b32 v2, 0xff800000 :: v_dual_mov_b32 v1, 0xff800000
	v_mov_b32_e32 v0, 0xff800000
	s_cmp_gt_i32 s3, 7
	s_cselect_b32 s100, -1, 0
	s_cmp_lt_i32 s3, 8
	s_cbranch_scc1 .LBB0_5
; %bb.4:
	global_load_b128 v[0:3], v[130:131], off offset:16
.LBB0_5:
	v_dual_mov_b32 v11, 0xff800000 :: v_dual_mov_b32 v14, 0xff800000
	v_dual_mov_b32 v15, 0xff800000 :: v_dual_mov_b32 v12, 0xff800000
	v_mov_b32_e32 v13, 0xff800000
	s_cmp_gt_i32 s3, 11
	s_cselect_b32 vcc_hi, -1, 0
	s_cmp_lt_i32 s3, 12
	s_cbranch_scc1 .LBB0_7
; %bb.6:
	global_load_b128 v[12:15], v[130:131], off offset:32
.LBB0_7:
	v_dual_mov_b32 v10, 0xff800000 :: v_dual_mov_b32 v9, 0xff800000
	v_mov_b32_e32 v8, 0xff800000
	s_cmp_gt_i32 s3, 15
	s_cselect_b32 s104, -1, 0
	s_cmp_lt_i32 s3, 16
	s_cbranch_scc1 .LBB0_9
; %bb.8:
	global_load_b128 v[8:11], v[130:131], off offset:48
.LBB0_9:
	v_dual_mov_b32 v19, 0xff800000 :: v_dual_mov_b32 v22, 0xff800000
	v_dual_mov_b32 v23, 0xff800000 :: v_dual_mov_b32 v20, 0xff800000
	v_mov_b32_e32 v21, 0xff800000
	s_cmp_gt_i32 s3, 19
	s_cselect_b32 s103, -1, 0
	s_cmp_lt_i32 s3, 20
	s_cbranch_scc1 .LBB0_11
; %bb.10:
	global_load_b128 v[20:23], v[130:131], off offset:64
.LBB0_11:
	v_dual_mov_b32 v18, 0xff800000 :: v_dual_mov_b32 v17, 0xff800000
	v_mov_b32_e32 v16, 0xff800000
	s_cmp_gt_i32 s3, 23
	s_cselect_b32 s102, -1, 0
	s_cmp_lt_i32 s3, 24
	s_cbranch_scc1 .LBB0_13
; %bb.12:
	global_load_b128 v[16:19], v[130:131], off offset:80
.LBB0_13:
	s_cmp_gt_i32 s3, 27
	v_dual_mov_b32 v27, 0xff800000 :: v_dual_mov_b32 v30, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v31, 0xff800000 :: v_dual_mov_b32 v28, 0xff800000
	v_mov_b32_e32 v29, 0xff800000
	v_writelane_b32 v132, s2, 0
	s_cmp_lt_i32 s3, 28
	s_cbranch_scc1 .LBB0_15
; %bb.14:
	global_load_b128 v[28:31], v[130:131], off offset:96
.LBB0_15:
	s_cmp_gt_i32 s3, 31
	v_dual_mov_b32 v26, 0xff800000 :: v_dual_mov_b32 v25, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v24, 0xff800000
	v_writelane_b32 v132, s2, 1
	s_cmp_lt_i32 s3, 32
	s_cbranch_scc1 .LBB0_17
; %bb.16:
	global_load_b128 v[24:27], v[130:131], off offset:112
.LBB0_17:
	s_cmp_gt_i32 s3, 35
	v_dual_mov_b32 v35, 0xff800000 :: v_dual_mov_b32 v38, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v39, 0xff800000 :: v_dual_mov_b32 v36, 0xff800000
	v_mov_b32_e32 v37, 0xff800000
	v_writelane_b32 v132, s2, 2
	s_cmp_lt_i32 s3, 36
	s_cbranch_scc1 .LBB0_19
; %bb.18:
	global_load_b128 v[36:39], v[130:131], off offset:128
.LBB0_19:
	s_cmp_gt_i32 s3, 39
	v_dual_mov_b32 v34, 0xff800000 :: v_dual_mov_b32 v33, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v32, 0xff800000
	v_writelane_b32 v132, s2, 3
	s_cmp_lt_i32 s3, 40
	s_cbranch_scc1 .LBB0_21
; %bb.20:
	global_load_b128 v[32:35], v[130:131], off offset:144
.LBB0_21:
	s_cmp_gt_i32 s3, 43
	v_dual_mov_b32 v43, 0xff800000 :: v_dual_mov_b32 v46, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v47, 0xff800000 :: v_dual_mov_b32 v44, 0xff800000
	v_mov_b32_e32 v45, 0xff800000
	v_writelane_b32 v132, s2, 4
	s_cmp_lt_i32 s3, 44
	s_cbranch_scc1 .LBB0_23
; %bb.22:
	global_load_b128 v[44:47], v[130:131], off offset:160
.LBB0_23:
	s_cmp_gt_i32 s3, 47
	v_dual_mov_b32 v42, 0xff800000 :: v_dual_mov_b32 v41, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v40, 0xff800000
	v_writelane_b32 v132, s2, 5
	s_cmp_lt_i32 s3, 48
	s_cbranch_scc1 .LBB0_25
; %bb.24:
	global_load_b128 v[40:43], v[130:131], off offset:176
.LBB0_25:
	s_cmp_gt_i32 s3, 51
	v_dual_mov_b32 v51, 0xff800000 :: v_dual_mov_b32 v54, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v55, 0xff800000 :: v_dual_mov_b32 v52, 0xff800000
	v_mov_b32_e32 v53, 0xff800000
	v_writelane_b32 v132, s2, 6
	s_cmp_lt_i32 s3, 52
	s_cbranch_scc1 .LBB0_27
; %bb.26:
	global_load_b128 v[52:55], v[130:131], off offset:192
.LBB0_27:
	s_cmp_gt_i32 s3, 55
	v_dual_mov_b32 v50, 0xff800000 :: v_dual_mov_b32 v49, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v48, 0xff800000
	v_writelane_b32 v132, s2, 7
	s_cmp_lt_i32 s3, 56
	s_cbranch_scc1 .LBB0_29
; %bb.28:
	global_load_b128 v[48:51], v[130:131], off offset:208
.LBB0_29:
	s_cmp_gt_i32 s3, 59
	v_dual_mov_b32 v59, 0xff800000 :: v_dual_mov_b32 v62, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v63, 0xff800000 :: v_dual_mov_b32 v60, 0xff800000
	v_mov_b32_e32 v61, 0xff800000
	v_writelane_b32 v132, s2, 8
	s_cmp_lt_i32 s3, 60
	s_cbranch_scc1 .LBB0_31
; %bb.30:
	global_load_b128 v[60:63], v[130:131], off offset:224
.LBB0_31:
	s_cmp_gt_i32 s3, 63
	v_dual_mov_b32 v58, 0xff800000 :: v_dual_mov_b32 v57, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v56, 0xff800000
	v_writelane_b32 v132, s2, 9
	s_cmp_lt_i32 s3, 64
	s_cbranch_scc1 .LBB0_33
; %bb.32:
	global_load_b128 v[56:59], v[130:131], off offset:240
.LBB0_33:
	s_cmpk_gt_i32 s3, 0x43
	v_dual_mov_b32 v67, 0xff800000 :: v_dual_mov_b32 v70, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v71, 0xff800000 :: v_dual_mov_b32 v68, 0xff800000
	v_mov_b32_e32 v69, 0xff800000
	v_writelane_b32 v132, s2, 10
	s_cmpk_lt_i32 s3, 0x44
	s_cbranch_scc1 .LBB0_35
; %bb.34:
	global_load_b128 v[68:71], v[130:131], off offset:256
.LBB0_35:
	s_cmpk_gt_i32 s3, 0x47
	v_dual_mov_b32 v66, 0xff800000 :: v_dual_mov_b32 v65, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v64, 0xff800000
	v_writelane_b32 v132, s2, 11
	s_cmpk_lt_i32 s3, 0x48
	s_cbranch_scc1 .LBB0_37
; %bb.36:
	global_load_b128 v[64:67], v[130:131], off offset:272
.LBB0_37:
	s_cmpk_gt_i32 s3, 0x4b
	v_dual_mov_b32 v75, 0xff800000 :: v_dual_mov_b32 v78, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v79, 0xff800000 :: v_dual_mov_b32 v76, 0xff800000
	v_mov_b32_e32 v77, 0xff800000
	v_writelane_b32 v132, s2, 12
	s_cmpk_lt_i32 s3, 0x4c
	s_cbranch_scc1 .LBB0_39
; %bb.38:
	global_load_b128 v[76:79], v[130:131], off offset:288
.LBB0_39:
	s_cmpk_gt_i32 s3, 0x4f
	v_dual_mov_b32 v74, 0xff800000 :: v_dual_mov_b32 v73, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v72, 0xff800000
	v_writelane_b32 v132, s2, 13
	s_cmpk_lt_i32 s3, 0x50
	s_cbranch_scc1 .LBB0_41
; %bb.40:
	global_load_b128 v[72:75], v[130:131], off offset:304
.LBB0_41:
	s_cmpk_gt_i32 s3, 0x53
	v_dual_mov_b32 v83, 0xff800000 :: v_dual_mov_b32 v86, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v87, 0xff800000 :: v_dual_mov_b32 v84, 0xff800000
	v_mov_b32_e32 v85, 0xff800000
	v_writelane_b32 v132, s2, 14
	s_cmpk_lt_i32 s3, 0x54
	s_cbranch_scc1 .LBB0_43
; %bb.42:
	global_load_b128 v[84:87], v[130:131], off offset:320
.LBB0_43:
	s_cmpk_gt_i32 s3, 0x57
	v_dual_mov_b32 v82, 0xff800000 :: v_dual_mov_b32 v81, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v80, 0xff800000
	v_writelane_b32 v132, s2, 15
	s_cmpk_lt_i32 s3, 0x58
	s_cbranch_scc1 .LBB0_45
; %bb.44:
	global_load_b128 v[80:83], v[130:131], off offset:336
.LBB0_45:
	s_cmpk_gt_i32 s3, 0x5b
	v_dual_mov_b32 v91, 0xff800000 :: v_dual_mov_b32 v94, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v95, 0xff800000 :: v_dual_mov_b32 v92, 0xff800000
	v_mov_b32_e32 v93, 0xff800000
	v_writelane_b32 v132, s2, 16
	s_cmpk_lt_i32 s3, 0x5c
	s_cbranch_scc1 .LBB0_47
; %bb.46:
	global_load_b128 v[92:95], v[130:131], off offset:352
.LBB0_47:
	s_cmpk_gt_i32 s3, 0x5f
	v_dual_mov_b32 v90, 0xff800000 :: v_dual_mov_b32 v89, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v88, 0xff800000
	v_writelane_b32 v132, s2, 17
	s_cmpk_lt_i32 s3, 0x60
	s_cbranch_scc1 .LBB0_49
; %bb.48:
	global_load_b128 v[88:91], v[130:131], off offset:368
.LBB0_49:
	s_cmpk_gt_i32 s3, 0x63
	v_dual_mov_b32 v99, 0xff800000 :: v_dual_mov_b32 v102, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v103, 0xff800000 :: v_dual_mov_b32 v100, 0xff800000
	v_mov_b32_e32 v101, 0xff800000
	v_writelane_b32 v132, s2, 18
	s_cmpk_lt_i32 s3, 0x64
	s_cbranch_scc1 .LBB0_51
; %bb.50:
	global_load_b128 v[100:103], v[130:131], off offset:384
.LBB0_51:
	s_cmpk_gt_i32 s3, 0x67
	v_dual_mov_b32 v98, 0xff800000 :: v_dual_mov_b32 v97, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v96, 0xff800000
	v_writelane_b32 v132, s2, 19
	s_cmpk_lt_i32 s3, 0x68
	s_cbranch_scc1 .LBB0_53
; %bb.52:
	global_load_b128 v[96:99], v[130:131], off offset:400
.LBB0_53:
	s_cmpk_gt_i32 s3, 0x6b
	v_dual_mov_b32 v107, 0xff800000 :: v_dual_mov_b32 v110, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v111, 0xff800000 :: v_dual_mov_b32 v108, 0xff800000
	v_mov_b32_e32 v109, 0xff800000
	v_writelane_b32 v132, s2, 20
	s_cmpk_lt_i32 s3, 0x6c
	s_cbranch_scc1 .LBB0_55
; %bb.54:
	global_load_b128 v[108:111], v[130:131], off offset:416
.LBB0_55:
	s_cmpk_gt_i32 s3, 0x6f
	v_dual_mov_b32 v106, 0xff800000 :: v_dual_mov_b32 v105, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v104, 0xff800000
	v_writelane_b32 v132, s2, 21
	s_cmpk_lt_i32 s3, 0x70
	s_cbranch_scc1 .LBB0_57
; %bb.56:
	global_load_b128 v[104:107], v[130:131], off offset:432
.LBB0_57:
	s_cmpk_gt_i32 s3, 0x73
	v_dual_mov_b32 v115, 0xff800000 :: v_dual_mov_b32 v118, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v119, 0xff800000 :: v_dual_mov_b32 v116, 0xff800000
	v_mov_b32_e32 v117, 0xff800000
	v_writelane_b32 v132, s2, 22
	s_cmpk_lt_i32 s3, 0x74
	s_cbranch_scc1 .LBB0_59
; %bb.58:
	global_load_b128 v[116:119], v[130:131], off offset:448
.LBB0_59:
	s_cmpk_gt_i32 s3, 0x77
	v_dual_mov_b32 v114, 0xff800000 :: v_dual_mov_b32 v113, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v112, 0xff800000
	v_writelane_b32 v132, s2, 23
	s_cmpk_lt_i32 s3, 0x78
	s_cbranch_scc1 .LBB0_61
; %bb.60:
	global_load_b128 v[112:115], v[130:131], off offset:464
.LBB0_61:
	s_load_b64 s[0:1], s[0:1], 0x8
	s_cmpk_gt_i32 s3, 0x7b
	v_dual_mov_b32 v123, 0xff800000 :: v_dual_mov_b32 v126, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_dual_mov_b32 v127, 0xff800000 :: v_dual_mov_b32 v124, 0xff800000
	v_mov_b32_e32 v125, 0xff800000
	v_writelane_b32 v132, s2, 24
	s_cmpk_lt_i32 s3, 0x7c
	s_cbranch_scc1 .LBB0_63
; %bb.62:
	global_load_b128 v[124:127], v[130:131], off offset:480
.LBB0_63:
	s_cmpk_gt_i32 s3, 0x7f
	v_dual_mov_b32 v122, 0xff800000 :: v_dual_mov_b32 v121, 0xff800000
	s_cselect_b32 s2, -1, 0
	v_mov_b32_e32 v120, 0xff800000
	v_writelane_b32 v132, s2, 25
	s_cmpk_lt_i32 s3, 0x80
	s_cbranch_scc1 .LBB0_65
; %bb.64:
	global_load_b128 v[120:123], v[130:131], off offset:496
.LBB0_65:
	s_waitcnt vmcnt(0)
	v_max3_f32 v130, v4, 0xff800000, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v6, v7
	v_max3_f32 v130, v130, v0, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v2, v3
	v_max3_f32 v130, v130, v12, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v14, v15
	v_max3_f32 v130, v130, v8, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v10, v11
	v_max3_f32 v130, v130, v20, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v22, v23
	v_max3_f32 v130, v130, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v18, v19
	v_max3_f32 v130, v130, v28, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v30, v31
	v_max3_f32 v130, v130, v24, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v26, v27
	v_max3_f32 v130, v130, v36, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v38, v39
	v_max3_f32 v130, v130, v32, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v34, v35
	v_max3_f32 v130, v130, v44, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v46, v47
	v_max3_f32 v130, v130, v40, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v42, v43
	v_max3_f32 v130, v130, v52, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v54, v55
	v_max3_f32 v130, v130, v48, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v50, v51
	v_max3_f32 v130, v130, v60, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v62, v63
	v_max3_f32 v130, v130, v56, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v58, v59
	v_max3_f32 v130, v130, v68, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v70, v71
	v_max3_f32 v130, v130, v64, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v66, v67
	v_max3_f32 v130, v130, v76, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v78, v79
	v_max3_f32 v130, v130, v72, v73
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v74, v75
	v_max3_f32 v130, v130, v84, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v86, v87
	v_max3_f32 v130, v130, v80, v81
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v82, v83
	v_max3_f32 v130, v130, v92, v93
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v94, v95
	v_max3_f32 v130, v130, v88, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v90, v91
	v_max3_f32 v130, v130, v100, v101
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v102, v103
	v_max3_f32 v130, v130, v96, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v98, v99
	v_max3_f32 v130, v130, v108, v109
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v110, v111
	v_max3_f32 v130, v130, v104, v105
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v106, v107
	v_max3_f32 v130, v130, v116, v117
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v118, v119
	v_max3_f32 v130, v130, v112, v113
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v114, v115
	v_max3_f32 v130, v130, v124, v125
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v126, v127
	v_max3_f32 v130, v130, v120, v121
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max3_f32 v130, v130, v122, v123
	v_mul_f32_e32 v130, 0xbfb8aa3b, v130
	s_delay_alu instid0(VALU_DEP_1)
	v_fmamk_f32 v22, v22, 0x3fb8aa3b, v130
	v_fmamk_f32 v15, v15, 0x3fb8aa3b, v130
	v_fmamk_f32 v133, v1, 0x3fb8aa3b, v130
	v_fmamk_f32 v2, v2, 0x3fb8aa3b, v130
	v_fmamk_f32 v30, v30, 0x3fb8aa3b, v130
	v_fmamk_f32 v23, v23, 0x3fb8aa3b, v130
	v_fmamk_f32 v9, v9, 0x3fb8aa3b, v130
	v_fmamk_f32 v3, v3, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s78, 0xc2fc0000, v2
	v_fmamk_f32 v131, v0, 0x3fb8aa3b, v130
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s0, v128
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v129, vcc_lo
	v_cndmask_b32_e64 v129, 0, 0x42800000, s78
	v_fmamk_f32 v12, v12, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s79, 0xc2fc0000, v3
	v_fmamk_f32 v34, v34, 0x3fb8aa3b, v130
	v_fmamk_f32 v25, v25, 0x3fb8aa3b, v130
	v_fmamk_f32 v19, v19, 0x3fb8aa3b, v130
	v_fmamk_f32 v24, v24, 0x3fb8aa3b, v130
	v_fmamk_f32 v17, v17, 0x3fb8aa3b, v130
	v_fmamk_f32 v11, v11, 0x3fb8aa3b, v130
	v_fmamk_f32 v13, v13, 0x3fb8aa3b, v130
	v_add_f32_e32 v155, v2, v129
	v_cndmask_b32_e64 v2, 0, 0x42800000, s79
	v_cmp_gt_f32_e64 s80, 0xc2fc0000, v12
	v_fmamk_f32 v14, v14, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s81, 0xc2fc0000, v13
	v_cmp_gt_f32_e64 s83, 0xc2fc0000, v15
	v_add_f32_e32 v181, v3, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s80
	v_fmamk_f32 v10, v10, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s82, 0xc2fc0000, v14
	v_cmp_gt_f32_e64 s88, 0xc2fc0000, v9
	v_cmp_gt_f32_e64 s91, 0xc2fc0000, v11
	v_add_f32_e32 v157, v12, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s81
	v_fmamk_f32 v7, v7, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s90, 0xc2fc0000, v10
	v_cmp_gt_f32_e64 s87, 0xc2fc0000, v23
	v_cmp_gt_f32_e64 s93, 0xc2fc0000, v17
	v_add_f32_e32 v158, v13, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s82
	v_fmamk_f32 v8, v8, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s95, 0xc2fc0000, v19
	v_fmamk_f32 v26, v26, 0x3fb8aa3b, v130
	v_fmamk_f32 v29, v29, 0x3fb8aa3b, v130
	v_add_f32_e32 v159, v14, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s83
	v_cmp_gt_f32_e64 s85, 0xc2fc0000, v8
	v_fmamk_f32 v42, v42, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s97, 0xc2fc0000, v29
	v_fmamk_f32 v35, v35, 0x3fb8aa3b, v130
	v_add_f32_e32 v160, v15, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s85
	v_cmp_gt_f32_e64 s77, 0xc2fc0000, v133
	v_fmamk_f32 v37, v37, 0x3fb8aa3b, v130
	v_fmamk_f32 v31, v31, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s0, 0xc2fc0000, v25
	v_add_f32_e32 v161, v8, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s88
	v_cndmask_b32_e64 v128, 0, 0x42800000, s77
	v_cmp_gt_f32_e64 s84, 0xc2fc0000, v22
	v_cmp_gt_f32_e64 s99, 0xc2fc0000, v31
	v_fmamk_f32 v46, v46, 0x3fb8aa3b, v130
	v_add_f32_e32 v162, v9, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s90
	v_dual_fmamk_f32 v20, v20, 0x3fb8aa3b, v130 :: v_dual_add_f32 v179, v133, v128
	v_fmamk_f32 v33, v33, 0x3fb8aa3b, v130
	v_fmamk_f32 v27, v27, 0x3fb8aa3b, v130
	s_delay_alu instid0(VALU_DEP_4)
	v_add_f32_e32 v163, v10, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s91
	v_cmp_gt_f32_e64 s89, 0xc2fc0000, v20
	v_cmp_gt_f32_e64 s4, 0xc2fc0000, v37
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v27
	v_fmamk_f32 v62, v62, 0x3fb8aa3b, v130
	v_add_f32_e32 v164, v11, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s89
	v_fmamk_f32 v18, v18, 0x3fb8aa3b, v130
	v_fmamk_f32 v49, v49, 0x3fb8aa3b, v130
	v_fmamk_f32 v50, v50, 0x3fb8aa3b, v130
	v_fmamk_f32 v55, v55, 0x3fb8aa3b, v130
	v_add_f32_e32 v165, v20, v2
	v_fmamk_f32 v28, v28, 0x3fb8aa3b, v130
	v_fmamk_f32 v21, v21, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s94, 0xc2fc0000, v18
	v_fmamk_f32 v53, v53, 0x3fb8aa3b, v130
	v_fmamk_f32 v48, v48, 0x3fb8aa3b, v130
	v_fmamk_f32 v43, v43, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s86, 0xc2fc0000, v21
	v_fmamk_f32 v45, v45, 0x3fb8aa3b, v130
	v_fmamk_f32 v39, v39, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s8, 0xc2fc0000, v33
	v_cmp_gt_f32_e64 s10, 0xc2fc0000, v35
	v_cndmask_b32_e64 v2, 0, 0x42800000, s86
	v_fmamk_f32 v16, v16, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s6, 0xc2fc0000, v39
	v_cmp_gt_f32_e64 s12, 0xc2fc0000, v45
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_dual_fmamk_f32 v54, v54, 0x3fb8aa3b, v130 :: v_dual_add_f32 v133, v21, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s84
	v_cmp_gt_f32_e64 s92, 0xc2fc0000, v16
	v_fmamk_f32 v41, v41, 0x3fb8aa3b, v130
	v_fmamk_f32 v52, v52, 0x3fb8aa3b, v130
	v_dual_fmamk_f32 v47, v47, 0x3fb8aa3b, v130 :: v_dual_add_f32 v166, v22, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s87
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cmp_gt_f32_e64 s16, 0xc2fc0000, v41
	v_cmp_gt_f32_e64 s18, 0xc2fc0000, v43
	v_cmp_gt_f32_e64 s14, 0xc2fc0000, v47
	v_cmp_gt_f32_e64 s20, 0xc2fc0000, v53
	v_add_f32_e32 v134, v23, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s92
	v_cmp_gt_f32_e64 s22, 0xc2fc0000, v55
	v_cmp_gt_f32_e64 s24, 0xc2fc0000, v49
	v_fmamk_f32 v59, v59, 0x3fb8aa3b, v130
	v_fmamk_f32 v68, v68, 0x3fb8aa3b, v130
	v_add_f32_e32 v167, v16, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s93
	v_cmp_gt_f32_e64 s98, 0xc2fc0000, v30
	v_fmamk_f32 v57, v57, 0x3fb8aa3b, v130
	v_fmamk_f32 v63, v63, 0x3fb8aa3b, v130
	v_fmamk_f32 v58, v58, 0x3fb8aa3b, v130
	v_add_f32_e32 v168, v17, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s94
	v_fmamk_f32 v61, v61, 0x3fb8aa3b, v130
	v_fmamk_f32 v56, v56, 0x3fb8aa3b, v130
	v_fmamk_f32 v51, v51, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s30, 0xc2fc0000, v63
	v_add_f32_e32 v169, v18, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s95
	v_cmp_gt_f32_e64 s96, 0xc2fc0000, v28
	v_cmp_gt_f32_e64 s26, 0xc2fc0000, v51
	v_cmp_gt_f32_e64 s28, 0xc2fc0000, v61
	v_cmp_gt_f32_e64 s33, 0xc2fc0000, v57
	v_add_f32_e32 v183, v19, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s96
	v_cmp_gt_f32_e32 vcc_lo, 0xc2fc0000, v24
	v_cmp_gt_f32_e64 s35, 0xc2fc0000, v59
	v_fmamk_f32 v6, v6, 0x3fb8aa3b, v130
	v_fmamk_f32 v4, v4, 0x3fb8aa3b, v130
	v_add_f32_e32 v170, v28, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s97
	v_fmamk_f32 v64, v64, 0x3fb8aa3b, v130
	v_fmamk_f32 v71, v71, 0x3fb8aa3b, v130
	v_fmamk_f32 v69, v69, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s73, 0xc2fc0000, v4
	v_add_f32_e32 v171, v29, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s98
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v26
	v_cmp_gt_f32_e64 s37, 0xc2fc0000, v69
	v_fmamk_f32 v5, v5, 0x3fb8aa3b, v130
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmamk_f32 v67, v67, 0x3fb8aa3b, v130 :: v_dual_add_f32 v136, v30, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s99
	v_fmamk_f32 v36, v36, 0x3fb8aa3b, v130
	v_fmamk_f32 v66, v66, 0x3fb8aa3b, v130
	v_fmamk_f32 v65, v65, 0x3fb8aa3b, v130
	v_fmamk_f32 v77, v77, 0x3fb8aa3b, v130
	v_add_f32_e32 v137, v31, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, vcc_lo
	v_cmp_gt_f32_e64 s3, 0xc2fc0000, v36
	v_fmamk_f32 v76, v76, 0x3fb8aa3b, v130
	v_fmamk_f32 v79, v79, 0x3fb8aa3b, v130
	v_fmamk_f32 v78, v78, 0x3fb8aa3b, v130
	v_add_f32_e32 v184, v24, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s0
	v_fmamk_f32 v73, v73, 0x3fb8aa3b, v130
	v_fmamk_f32 v72, v72, 0x3fb8aa3b, v130
	v_fmamk_f32 v75, v75, 0x3fb8aa3b, v130
	v_fmamk_f32 v74, v74, 0x3fb8aa3b, v130
	v_add_f32_e32 v138, v25, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s1
	v_fmamk_f32 v86, v86, 0x3fb8aa3b, v130
	v_fmamk_f32 v85, v85, 0x3fb8aa3b, v130
	v_fmamk_f32 v84, v84, 0x3fb8aa3b, v130
	v_fmamk_f32 v80, v80, 0x3fb8aa3b, v130
	v_add_f32_e32 v172, v26, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s2
	v_fmamk_f32 v38, v38, 0x3fb8aa3b, v130
	v_fmamk_f32 v87, v87, 0x3fb8aa3b, v130
	v_fmamk_f32 v82, v82, 0x3fb8aa3b, v130
	v_fmamk_f32 v81, v81, 0x3fb8aa3b, v130
	v_add_f32_e32 v173, v27, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s3
	v_cmp_gt_f32_e64 s5, 0xc2fc0000, v38
	v_fmamk_f32 v92, v92, 0x3fb8aa3b, v130
	v_fmamk_f32 v83, v83, 0x3fb8aa3b, v130
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_dual_fmamk_f32 v94, v94, 0x3fb8aa3b, v130 :: v_dual_add_f32 v175, v36, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s4
	v_cmp_gt_f32_e64 s9, 0xc2fc0000, v34
	v_fmamk_f32 v93, v93, 0x3fb8aa3b, v130
	v_fmamk_f32 v88, v88, 0x3fb8aa3b, v130
	v_dual_fmamk_f32 v95, v95, 0x3fb8aa3b, v130 :: v_dual_add_f32 v176, v37, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s5
	v_fmamk_f32 v32, v32, 0x3fb8aa3b, v130
	v_fmamk_f32 v90, v90, 0x3fb8aa3b, v130
	v_fmamk_f32 v89, v89, 0x3fb8aa3b, v130
	v_fmamk_f32 v101, v101, 0x3fb8aa3b, v130
	v_add_f32_e32 v177, v38, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s6
	v_cmp_gt_f32_e64 s7, 0xc2fc0000, v32
	v_fmamk_f32 v44, v44, 0x3fb8aa3b, v130
	v_fmamk_f32 v91, v91, 0x3fb8aa3b, v130
	v_fmamk_f32 v103, v103, 0x3fb8aa3b, v130
	v_add_f32_e32 v139, v39, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s7
	v_cmp_gt_f32_e64 s11, 0xc2fc0000, v44
	v_fmamk_f32 v100, v100, 0x3fb8aa3b, v130
	v_fmamk_f32 v102, v102, 0x3fb8aa3b, v130
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmamk_f32 v98, v98, 0x3fb8aa3b, v130 :: v_dual_add_f32 v185, v32, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s8
	v_cmp_gt_f32_e64 s13, 0xc2fc0000, v46
	v_fmamk_f32 v97, v97, 0x3fb8aa3b, v130
	v_fmamk_f32 v96, v96, 0x3fb8aa3b, v130
	v_fmamk_f32 v109, v109, 0x3fb8aa3b, v130
	v_add_f32_e32 v174, v33, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s9
	v_fmamk_f32 v108, v108, 0x3fb8aa3b, v130
	v_fmamk_f32 v99, v99, 0x3fb8aa3b, v130
	v_fmamk_f32 v107, v107, 0x3fb8aa3b, v130
	v_fmamk_f32 v106, v106, 0x3fb8aa3b, v130
	v_add_f32_e32 v140, v34, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s10
	v_fmamk_f32 v104, v104, 0x3fb8aa3b, v130
	v_fmamk_f32 v110, v110, 0x3fb8aa3b, v130
	v_fmamk_f32 v111, v111, 0x3fb8aa3b, v130
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_4)
	v_dual_fmamk_f32 v105, v105, 0x3fb8aa3b, v130 :: v_dual_add_f32 v186, v35, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s11
	v_fmamk_f32 v117, v117, 0x3fb8aa3b, v130
	v_fmamk_f32 v116, v116, 0x3fb8aa3b, v130
	v_fmamk_f32 v119, v119, 0x3fb8aa3b, v130
	v_dual_fmamk_f32 v118, v118, 0x3fb8aa3b, v130 :: v_dual_add_f32 v141, v44, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s12
	v_cmp_gt_f32_e64 s17, 0xc2fc0000, v42
	v_fmamk_f32 v115, v115, 0x3fb8aa3b, v130
	v_fmamk_f32 v114, v114, 0x3fb8aa3b, v130
	v_fmamk_f32 v112, v112, 0x3fb8aa3b, v130
	v_add_f32_e32 v142, v45, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s13
	v_fmamk_f32 v113, v113, 0x3fb8aa3b, v130
	v_fmamk_f32 v126, v126, 0x3fb8aa3b, v130
	v_fmamk_f32 v125, v125, 0x3fb8aa3b, v130
	v_fmamk_f32 v124, v124, 0x3fb8aa3b, v130
	v_add_f32_e32 v190, v46, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s14
	v_fmamk_f32 v40, v40, 0x3fb8aa3b, v130
	v_fmamk_f32 v120, v120, 0x3fb8aa3b, v130
	v_fmamk_f32 v127, v127, 0x3fb8aa3b, v130
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmamk_f32 v122, v122, 0x3fb8aa3b, v130 :: v_dual_add_f32 v47, v47, v2
	v_cmp_gt_f32_e64 s15, 0xc2fc0000, v40
	v_fmamk_f32 v121, v121, 0x3fb8aa3b, v130
	v_cmp_gt_f32_e64 s39, 0xc2fc0000, v71
	v_cmp_gt_f32_e64 s41, 0xc2fc0000, v65
	v_cmp_gt_f32_e64 s42, 0xc2fc0000, v66
	v_cndmask_b32_e64 v2, 0, 0x42800000, s15
	v_cmp_gt_f32_e64 s44, 0xc2fc0000, v76
	v_cmp_gt_f32_e64 s74, 0xc2fc0000, v6
	v_cmp_gt_f32_e64 s75, 0xc2fc0000, v7
	v_cmp_gt_f32_e64 s46, 0xc2fc0000, v78
	v_add_f32_e32 v143, v40, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s16
	v_cmp_gt_f32_e64 s21, 0xc2fc0000, v54
	v_cmp_gt_f32_e64 s48, 0xc2fc0000, v72
	v_cmp_gt_f32_e64 s50, 0xc2fc0000, v74
	v_cmp_gt_f32_e64 s52, 0xc2fc0000, v84
	v_add_f32_e32 v187, v41, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s17
	v_cmp_gt_f32_e64 s19, 0xc2fc0000, v52
	v_cmp_gt_f32_e64 s53, 0xc2fc0000, v85
	v_cmp_gt_f32_e64 s55, 0xc2fc0000, v87
	v_cmp_gt_f32_e64 s57, 0xc2fc0000, v81
	v_add_f32_e32 v188, v42, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s18
	v_cmp_gt_f32_e64 s59, 0xc2fc0000, v83
	v_cmp_gt_f32_e64 s61, 0xc2fc0000, v93
	v_cmp_gt_f32_e64 s63, 0xc2fc0000, v95
	v_cmp_gt_f32_e64 s65, 0xc2fc0000, v89
	v_add_f32_e32 v178, v43, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s19
	v_cmp_gt_f32_e64 s67, 0xc2fc0000, v91
	v_cmp_gt_f32_e64 s68, 0xc2fc0000, v100
	v_cmp_gt_f32_e64 s72, 0xc2fc0000, v96
	v_cndmask_b32_e64 v30, 1.0, 0x1f800000, s74
	v_add_f32_e32 v52, v52, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s20
	v_cndmask_b32_e64 v44, 1.0, 0x1f800000, s75
	v_cndmask_b32_e64 v25, 1.0, 0x1f800000, s77
	v_cndmask_b32_e64 v39, 1.0, 0x1f800000, s78
	v_cmp_gt_f32_e64 s78, 0xc2fc0000, v110
	v_add_f32_e32 v53, v53, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s21
	v_cmp_gt_f32_e64 s23, 0xc2fc0000, v48
	v_cndmask_b32_e64 v13, 1.0, 0x1f800000, s80
	v_cmp_gt_f32_e64 s80, 0xc2fc0000, v104
	v_cndmask_b32_e64 v34, 1.0, 0x1f800000, s81
	v_add_f32_e32 v182, v54, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s22
	v_cndmask_b32_e64 v31, 1.0, 0x1f800000, s85
	v_cmp_gt_f32_e64 s85, 0xc2fc0000, v116
	v_cndmask_b32_e64 v45, 1.0, 0x1f800000, s88
	v_cndmask_b32_e64 v40, 1.0, 0x1f800000, s89
	v_add_f32_e32 v144, v55, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s23
	v_cndmask_b32_e64 v55, 1.0, 0x1f800000, s79
	v_cmp_gt_f32_e64 s89, 0xc2fc0000, v112
	v_exp_f32_e32 v253, v179
	v_exp_f32_e32 v254, v155
	v_add_f32_e32 v180, v48, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s24
	v_exp_f32_e32 v255, v181
	v_exp_f32_e32 v248, v157
	v_exp_f32_e32 v249, v158
	v_exp_f32_e32 v250, v159
	v_add_f32_e32 v145, v49, v2
	v_cmp_gt_f32_e64 s25, 0xc2fc0000, v50
	v_cndmask_b32_e64 v49, 1.0, 0x1f800000, s82
	v_cmp_gt_f32_e64 s82, 0xc2fc0000, v106
	v_exp_f32_e32 v251, v160
	v_exp_f32_e32 v244, v161
	v_cndmask_b32_e64 v2, 0, 0x42800000, s25
	v_exp_f32_e32 v245, v162
	v_exp_f32_e32 v246, v163
	v_exp_f32_e32 v247, v164
	v_exp_f32_e32 v240, v165
	v_add_f32_e32 v146, v50, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s26
	v_fmamk_f32 v60, v60, 0x3fb8aa3b, v130
	v_cndmask_b32_e64 v50, 1.0, 0x1f800000, s92
	v_cmp_gt_f32_e64 s92, 0xc2fc0000, v124
	v_exp_f32_e32 v241, v133
	v_add_f32_e32 v51, v51, v2
	v_cmp_gt_f32_e64 s27, 0xc2fc0000, v60
	v_exp_f32_e32 v242, v166
	v_exp_f32_e32 v243, v134
	v_exp_f32_e32 v236, v167
	v_exp_f32_e32 v237, v168
	v_cndmask_b32_e64 v2, 0, 0x42800000, s27
	v_exp_f32_e32 v238, v169
	v_exp_f32_e32 v239, v183
	v_exp_f32_e32 v230, v170
	v_exp_f32_e32 v232, v171
	v_add_f32_e32 v147, v60, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s28
	v_cmp_gt_f32_e64 s29, 0xc2fc0000, v62
	v_cndmask_b32_e64 v60, 1.0, 0x1f800000, s90
	v_cmp_gt_f32_e64 s90, 0xc2fc0000, v118
	v_exp_f32_e32 v233, v136
	v_add_f32_e32 v61, v61, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s29
	v_cmp_gt_f32_e64 s31, 0xc2fc0000, v56
	v_exp_f32_e32 v235, v137
	v_exp_f32_e32 v215, v184
	v_exp_f32_e32 v219, v138
	v_add_f32_e32 v62, v62, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s30
	v_cndmask_b32_e64 v223, 1.0, 0x1f800000, vcc_lo
	v_exp_f32_e32 v224, v172
	v_cndmask_b32_e64 v227, 1.0, 0x1f800000, s0
	v_exp_f32_e32 v228, v173
	v_add_f32_e32 v63, v63, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s31
	v_cmp_gt_f32_e64 s34, 0xc2fc0000, v58
	v_cndmask_b32_e64 v231, 1.0, 0x1f800000, s1
	v_exp_f32_e32 v205, v175
	v_cndmask_b32_e64 v234, 1.0, 0x1f800000, s2
	v_add_f32_e32 v148, v56, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s33
	v_cndmask_b32_e64 v56, 1.0, 0x1f800000, s86
	v_exp_f32_e32 v211, v176
	v_cndmask_b32_e64 v216, 1.0, 0x1f800000, s3
	v_exp_f32_e32 v217, v177
	v_add_f32_e32 v150, v57, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s34
	v_cndmask_b32_e64 v57, 1.0, 0x1f800000, s96
	v_cndmask_b32_e64 v221, 1.0, 0x1f800000, s4
	v_exp_f32_e32 v222, v139
	v_cndmask_b32_e64 v226, 1.0, 0x1f800000, s5
	v_add_f32_e32 v58, v58, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s35
	v_exp_f32_e32 v197, v185
	v_cndmask_b32_e64 v229, 1.0, 0x1f800000, s6
	v_exp_f32_e32 v203, v174
	v_cndmask_b32_e64 v208, 1.0, 0x1f800000, s7
	v_add_f32_e32 v59, v59, v2
	v_cmp_gt_f32_e64 s36, 0xc2fc0000, v68
	v_exp_f32_e32 v209, v140
	v_cndmask_b32_e64 v213, 1.0, 0x1f800000, s8
	v_exp_f32_e32 v214, v186
	v_cndmask_b32_e64 v220, 1.0, 0x1f800000, s9
	v_cndmask_b32_e64 v2, 0, 0x42800000, s36
	v_exp_f32_e32 v189, v141
	v_cndmask_b32_e64 v225, 1.0, 0x1f800000, s10
	v_exp_f32_e32 v195, v142
	v_cndmask_b32_e64 v200, 1.0, 0x1f800000, s11
	v_add_f32_e32 v68, v68, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s37
	v_fmamk_f32 v70, v70, 0x3fb8aa3b, v130
	v_fmac_f32_e32 v130, 0x3fb8aa3b, v123
	v_cndmask_b32_e64 v123, 0, 0x42800000, s73
	v_exp_f32_e32 v201, v190
	v_add_f32_e32 v69, v69, v2
	v_cmp_gt_f32_e64 s38, 0xc2fc0000, v70
	v_cndmask_b32_e64 v206, 1.0, 0x1f800000, s12
	v_add_f32_e32 v4, v4, v123
	v_cmp_gt_f32_e64 s40, 0xc2fc0000, v5
	v_exp_f32_e32 v207, v47
	v_cndmask_b32_e64 v2, 0, 0x42800000, s38
	v_cndmask_b32_e64 v212, 1.0, 0x1f800000, s13
	v_exp_f32_e32 v181, v143
	v_cndmask_b32_e64 v123, 0, 0x42800000, s40
	v_cndmask_b32_e64 v3, 1.0, 0x1f800000, s40
	v_add_f32_e32 v151, v70, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s39
	v_cmp_gt_f32_e64 s40, 0xc2fc0000, v64
	v_add_f32_e32 v5, v5, v123
	v_cndmask_b32_e64 v123, 0, 0x42800000, s74
	v_cndmask_b32_e64 v70, 1.0, 0x1f800000, s84
	v_add_f32_e32 v154, v71, v2
	v_cmp_gt_f32_e64 s84, 0xc2fc0000, v114
	v_exp_f32_e32 v2, v5
	v_add_f32_e32 v149, v6, v123
	v_cndmask_b32_e64 v123, 0, 0x42800000, s75
	v_cmp_gt_f32_e64 s75, 0xc2fc0000, v99
	v_cndmask_b32_e64 v71, 1.0, 0x1f800000, s97
	v_cmp_gt_f32_e64 s97, 0xc2fc0000, v121
	v_cndmask_b32_e64 v218, 1.0, 0x1f800000, s14
	v_add_f32_e32 v152, v7, v123
	v_cmp_gt_f32_e64 s76, 0xc2fc0000, v131
	v_exp_f32_e32 v187, v187
	v_mul_f32_e32 v12, v2, v3
	v_cndmask_b32_e64 v2, 0, 0x42800000, s40
	v_exp_f32_e32 v3, v149
	v_cndmask_b32_e64 v123, 0, 0x42800000, s76
	v_cndmask_b32_e64 v192, 1.0, 0x1f800000, s15
	v_exp_f32_e32 v193, v188
	v_add_f32_e32 v128, v64, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s41
	v_add_f32_e32 v153, v131, v123
	v_cndmask_b32_e64 v64, 1.0, 0x1f800000, s83
	v_cndmask_b32_e64 v198, 1.0, 0x1f800000, s16
	v_exp_f32_e32 v199, v178
	v_add_f32_e32 v156, v65, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s42
	v_cmp_gt_f32_e64 s43, 0xc2fc0000, v67
	v_cndmask_b32_e64 v65, 1.0, 0x1f800000, s93
	v_cmp_gt_f32_e64 s93, 0xc2fc0000, v125
	v_exp_f32_e32 v252, v153
	v_add_f32_e32 v66, v66, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s43
	v_cndmask_b32_e64 v204, 1.0, 0x1f800000, s17
	v_exp_f32_e32 v173, v52
	v_cndmask_b32_e64 v210, 1.0, 0x1f800000, s18
	v_exp_f32_e32 v179, v53
	v_add_f32_e32 v67, v67, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s44
	v_cndmask_b32_e64 v184, 1.0, 0x1f800000, s19
	v_exp_f32_e32 v185, v182
	v_cndmask_b32_e64 v190, 1.0, 0x1f800000, s20
	v_exp_f32_e32 v191, v144
	v_add_f32_e32 v76, v76, v2
	v_cmp_gt_f32_e64 s45, 0xc2fc0000, v77
	v_cndmask_b32_e64 v196, 1.0, 0x1f800000, s21
	v_exp_f32_e32 v165, v180
	v_cndmask_b32_e64 v202, 1.0, 0x1f800000, s22
	v_exp_f32_e32 v171, v145
	v_cndmask_b32_e64 v2, 0, 0x42800000, s45
	v_cndmask_b32_e64 v176, 1.0, 0x1f800000, s23
	v_exp_f32_e32 v177, v146
	v_cndmask_b32_e64 v182, 1.0, 0x1f800000, s24
	v_exp_f32_e32 v183, v51
	v_add_f32_e32 v77, v77, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s46
	v_cndmask_b32_e64 v188, 1.0, 0x1f800000, s25
	v_exp_f32_e32 v157, v147
	v_cndmask_b32_e64 v194, 1.0, 0x1f800000, s26
	v_exp_f32_e32 v163, v61
	v_add_f32_e32 v78, v78, v2
	v_cmp_gt_f32_e64 s47, 0xc2fc0000, v79
	v_cndmask_b32_e64 v168, 1.0, 0x1f800000, s27
	v_exp_f32_e32 v169, v62
	v_cndmask_b32_e64 v174, 1.0, 0x1f800000, s28
	v_exp_f32_e32 v175, v63
	v_cndmask_b32_e64 v2, 0, 0x42800000, s47
	v_cndmask_b32_e64 v180, 1.0, 0x1f800000, s29
	v_exp_f32_e32 v149, v148
	v_cndmask_b32_e64 v186, 1.0, 0x1f800000, s30
	v_exp_f32_e32 v155, v150
	v_add_f32_e32 v131, v79, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s48
	v_cndmask_b32_e64 v79, 1.0, 0x1f800000, s94
	v_cndmask_b32_e64 v160, 1.0, 0x1f800000, s31
	v_exp_f32_e32 v161, v58
	v_cndmask_b32_e64 v166, 1.0, 0x1f800000, s33
	v_add_f32_e32 v72, v72, v2
	v_cmp_gt_f32_e64 s49, 0xc2fc0000, v73
	v_exp_f32_e32 v167, v59
	v_cndmask_b32_e64 v172, 1.0, 0x1f800000, s34
	v_exp_f32_e32 v141, v68
	v_cndmask_b32_e64 v178, 1.0, 0x1f800000, s35
	v_cndmask_b32_e64 v2, 0, 0x42800000, s49
	v_exp_f32_e32 v147, v69
	v_exp_f32_e32 v153, v151
	v_cndmask_b32_e64 v158, 1.0, 0x1f800000, s37
	v_exp_f32_e32 v159, v154
	v_add_f32_e32 v73, v73, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s50
	v_cndmask_b32_e64 v164, 1.0, 0x1f800000, s38
	v_exp_f32_e32 v133, v128
	v_cndmask_b32_e64 v170, 1.0, 0x1f800000, s39
	v_exp_f32_e32 v139, v156
	v_add_f32_e32 v74, v74, v2
	v_cmp_gt_f32_e64 s51, 0xc2fc0000, v75
	v_cndmask_b32_e64 v144, 1.0, 0x1f800000, s40
	v_exp_f32_e32 v145, v66
	v_cndmask_b32_e64 v150, 1.0, 0x1f800000, s41
	v_exp_f32_e32 v151, v67
	v_cndmask_b32_e64 v2, 0, 0x42800000, s51
	v_cndmask_b32_e64 v156, 1.0, 0x1f800000, s42
	v_cndmask_b32_e64 v162, 1.0, 0x1f800000, s43
	v_cndmask_b32_e64 v136, 1.0, 0x1f800000, s44
	v_exp_f32_e32 v137, v78
	v_add_f32_e32 v135, v75, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s52
	v_cndmask_b32_e64 v75, 1.0, 0x1f800000, s91
	v_cndmask_b32_e64 v142, 1.0, 0x1f800000, s45
	v_exp_f32_e32 v143, v131
	v_cndmask_b32_e64 v148, 1.0, 0x1f800000, s46
	v_add_f32_e32 v123, v84, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s53
	v_cmp_gt_f32_e64 s54, 0xc2fc0000, v86
	v_cndmask_b32_e64 v84, 1.0, 0x1f800000, s98
	v_cndmask_b32_e64 v154, 1.0, 0x1f800000, s47
	v_exp_f32_e32 v128, v74
	v_add_f32_e32 v85, v85, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s54
	v_cndmask_b32_e64 v134, 1.0, 0x1f800000, s49
	v_exp_f32_e32 v135, v135
	v_cndmask_b32_e64 v140, 1.0, 0x1f800000, s50
	v_cndmask_b32_e64 v146, 1.0, 0x1f800000, s51
	v_add_f32_e32 v86, v86, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s55
	v_cndmask_b32_e64 v131, 1.0, 0x1f800000, s54
	v_cndmask_b32_e64 v138, 1.0, 0x1f800000, s55
	v_cndmask_b32_e64 v62, 1.0, 0x1f800000, s82
	v_cndmask_b32_e64 v47, 1.0, 0x1f800000, s90
	v_add_f32_e32 v87, v87, v2
	v_cmp_gt_f32_e64 s56, 0xc2fc0000, v80
	v_cndmask_b32_e64 v69, 1.0, 0x1f800000, s84
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, 0, 0x42800000, s56
	v_add_f32_e32 v80, v80, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s57
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v81, v81, v2
	v_cmp_gt_f32_e64 s58, 0xc2fc0000, v82
	v_cndmask_b32_e64 v2, 0, 0x42800000, s58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v82, v82, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s59
	v_add_f32_e32 v129, v83, v2
	v_cmp_gt_f32_e64 s60, 0xc2fc0000, v92
	v_cndmask_b32_e64 v83, 1.0, 0x1f800000, s87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, 0, 0x42800000, s60
	v_add_f32_e32 v92, v92, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v93, v93, v2
	v_cmp_gt_f32_e64 s62, 0xc2fc0000, v94
	v_cndmask_b32_e64 v2, 0, 0x42800000, s62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f32_e32 v42, v94, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s63
	v_cndmask_b32_e64 v94, 1.0, 0x1f800000, s99
	v_cmp_gt_f32_e64 s99, 0xc2fc0000, v130
	v_add_f32_e32 v95, v95, v2
	v_cmp_gt_f32_e64 s64, 0xc2fc0000, v88
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, 0, 0x42800000, s64
	v_add_f32_e32 v88, v88, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v89, v89, v2
	v_cmp_gt_f32_e64 s66, 0xc2fc0000, v90
	v_cndmask_b32_e64 v2, 0, 0x42800000, s66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f32_e32 v46, v90, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s67
	v_cndmask_b32_e64 v90, 1.0, 0x1f800000, s95
	v_cmp_gt_f32_e64 s95, 0xc2fc0000, v127
	v_add_f32_e32 v14, v91, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s68
	v_cmp_gt_f32_e64 s69, 0xc2fc0000, v101
	v_cndmask_b32_e64 v91, 1.0, 0x1f800000, s76
	v_cmp_gt_f32_e64 s76, 0xc2fc0000, v108
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_f32_e32 v15, v100, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s69
	v_cmp_gt_f32_e64 s70, 0xc2fc0000, v102
	v_exp_f32_e32 v100, v80
	v_exp_f32_e32 v80, v88
	v_exp_f32_e32 v66, v15
	v_add_f32_e32 v24, v101, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s70
	v_exp_f32_e32 v88, v89
	v_cndmask_b32_e64 v101, 1.0, 0x1f800000, s65
	v_cndmask_b32_e64 v58, 1.0, 0x1f800000, s76
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_f32_e32 v32, v102, v2
	v_cmp_gt_f32_e64 s71, 0xc2fc0000, v103
	v_exp_f32_e32 v102, v14
	v_cndmask_b32_e64 v2, 0, 0x42800000, s71
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_f32_e32 v35, v103, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s72
	v_cndmask_b32_e64 v103, 1.0, 0x1f800000, s60
	v_add_f32_e32 v41, v96, v2
	v_cndmask_b32_e64 v96, 1.0, 0x1f800000, s73
	v_cmp_gt_f32_e64 s73, 0xc2fc0000, v97
	v_cmp_gt_f32_e64 s74, 0xc2fc0000, v98
	s_clause 0x1
	scratch_store_b32 off, v12, off
	scratch_store_b32 off, v96, off offset:28
	v_exp_f32_e32 v51, v41
	v_cndmask_b32_e64 v2, 0, 0x42800000, s73
	v_cndmask_b32_e64 v89, 1.0, 0x1f800000, s74
	v_cndmask_b32_e64 v41, 1.0, 0x1f800000, s80
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_f32_e32 v97, v97, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s74
	v_exp_f32_e32 v61, v97
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	v_add_f32_e32 v20, v98, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s75
	v_exp_f32_e32 v98, v93
	v_exp_f32_e32 v93, v35
	v_cndmask_b32_e64 v97, 1.0, 0x1f800000, s75
	v_add_f32_e32 v22, v99, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s76
	v_cmp_gt_f32_e64 s77, 0xc2fc0000, v109
	v_cndmask_b32_e64 v99, 1.0, 0x1f800000, s70
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v16, v108, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s77
	v_exp_f32_e32 v108, v123
	v_cndmask_b32_e64 v123, 1.0, 0x1f800000, s58
	v_cndmask_b32_e64 v67, 1.0, 0x1f800000, s77
	v_exp_f32_e32 v35, v16
	v_add_f32_e32 v17, v109, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s78
	v_cndmask_b32_e64 v109, 1.0, 0x1f800000, s61
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f32_e32 v18, v110, v2
	v_cmp_gt_f32_e64 s79, 0xc2fc0000, v111
	v_exp_f32_e32 v110, v95
	v_cndmask_b32_e64 v95, 1.0, 0x1f800000, s64
	v_exp_f32_e32 v59, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, 0, 0x42800000, s79
	v_add_f32_e32 v28, v111, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s80
	v_cmp_gt_f32_e64 s81, 0xc2fc0000, v105
	v_cndmask_b32_e64 v111, 1.0, 0x1f800000, s56
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_exp_f32_e32 v68, v28
	v_add_f32_e32 v29, v104, v2
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cndmask_b32_e64 v2, 0, 0x42800000, s81
	v_exp_f32_e32 v104, v42
	v_cndmask_b32_e64 v52, 1.0, 0x1f800000, s81
	v_cndmask_b32_e64 v28, 1.0, 0x1f800000, s89
	v_add_f32_e32 v26, v105, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s82
	v_cmp_gt_f32_e64 s83, 0xc2fc0000, v107
	v_cndmask_b32_e64 v105, 1.0, 0x1f800000, s71
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v27, v106, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s83
	v_exp_f32_e32 v106, v81
	v_cndmask_b32_e64 v81, 1.0, 0x1f800000, s73
	v_cndmask_b32_e64 v74, 1.0, 0x1f800000, s83
	v_exp_f32_e32 v42, v27
	v_add_f32_e32 v33, v107, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s85
	v_cndmask_b32_e64 v107, 1.0, 0x1f800000, s66
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v53, v33
	v_add_f32_e32 v36, v116, v2
	v_cmp_gt_f32_e64 s88, 0xc2fc0000, v117
	v_exp_f32_e32 v116, v72
	v_cndmask_b32_e64 v72, 1.0, 0x1f800000, s72
	v_cndmask_b32_e64 v33, 1.0, 0x1f800000, s93
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v2, 0, 0x42800000, s88
	v_add_f32_e32 v37, v117, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s90
	v_cndmask_b32_e64 v117, 1.0, 0x1f800000, s57
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_add_f32_e32 v38, v118, v2
	v_cmp_gt_f32_e64 s91, 0xc2fc0000, v119
	v_exp_f32_e32 v118, v129
	v_cndmask_b32_e64 v129, 1.0, 0x1f800000, s59
	v_exp_f32_e32 v27, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v2, 0, 0x42800000, s91
	v_cndmask_b32_e64 v63, 1.0, 0x1f800000, s91
	v_add_f32_e32 v43, v119, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s89
	v_cndmask_b32_e64 v119, 1.0, 0x1f800000, s52
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v48, v112, v2
	v_cmp_gt_f32_e64 s86, 0xc2fc0000, v113
	v_exp_f32_e32 v112, v82
	v_exp_f32_e32 v82, v22
	v_exp_f32_e32 v22, v37
	v_exp_f32_e32 v16, v48
	v_cndmask_b32_e64 v2, 0, 0x42800000, s86
	v_exp_f32_e32 v37, v43
	v_cndmask_b32_e64 v48, 1.0, 0x1f800000, s86
	v_cndmask_b32_e64 v43, 1.0, 0x1f800000, s95
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_add_f32_e32 v54, v113, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s84
	v_cmp_gt_f32_e64 s87, 0xc2fc0000, v115
	v_cndmask_b32_e64 v113, 1.0, 0x1f800000, s67
	v_exp_f32_e32 v18, v54
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_f32_e32 v19, v114, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s87
	v_exp_f32_e32 v114, v85
	v_cndmask_b32_e64 v85, 1.0, 0x1f800000, s68
	v_cndmask_b32_e64 v78, 1.0, 0x1f800000, s87
	v_exp_f32_e32 v14, v19
	v_add_f32_e32 v21, v115, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s92
	v_cndmask_b32_e64 v115, 1.0, 0x1f800000, s62
	scratch_store_b32 off, v18, off offset:20 ; 4-byte Folded Spill
	v_exp_f32_e32 v15, v21
	v_add_f32_e32 v5, v124, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s93
	v_cmp_gt_f32_e64 s94, 0xc2fc0000, v126
	v_exp_f32_e32 v124, v76
	v_exp_f32_e32 v76, v24
	v_exp_f32_e32 v21, v5
	v_add_f32_e32 v23, v125, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s94
	v_cndmask_b32_e64 v125, 1.0, 0x1f800000, s53
	v_exp_f32_e32 v24, v29
	v_cndmask_b32_e64 v29, 1.0, 0x1f800000, s92
	v_exp_f32_e32 v23, v23
	v_add_f32_e32 v6, v126, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s95
	v_exp_f32_e32 v126, v87
	v_cndmask_b32_e64 v87, 1.0, 0x1f800000, s79
	v_cndmask_b32_e64 v38, 1.0, 0x1f800000, s94
	v_exp_f32_e32 v6, v6
	v_add_f32_e32 v7, v127, v2
	v_cmp_gt_f32_e64 s96, 0xc2fc0000, v120
	v_cndmask_b32_e64 v127, 1.0, 0x1f800000, s48
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_exp_f32_e32 v7, v7
	v_cndmask_b32_e64 v2, 0, 0x42800000, s96
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v8, v120, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s97
	v_exp_f32_e32 v120, v86
	v_exp_f32_e32 v86, v32
	v_exp_f32_e32 v32, v26
	v_exp_f32_e32 v5, v8
	v_add_f32_e32 v9, v121, v2
	v_cmp_gt_f32_e64 s98, 0xc2fc0000, v122
	v_cndmask_b32_e64 v121, 1.0, 0x1f800000, s63
	v_cndmask_b32_e64 v26, 1.0, 0x1f800000, s85
	v_cndmask_b32_e64 v8, 1.0, 0x1f800000, s96
	v_exp_f32_e32 v9, v9
	v_cndmask_b32_e64 v2, 0, 0x42800000, s98
	scratch_store_b32 off, v5, off offset:4 ; 4-byte Folded Spill
	v_add_f32_e32 v10, v122, v2
	v_cndmask_b32_e64 v2, 0, 0x42800000, s99
	v_exp_f32_e32 v122, v73
	v_exp_f32_e32 v73, v20
	v_cndmask_b32_e64 v20, 1.0, 0x1f800000, s99
	v_exp_f32_e32 v10, v10
	scratch_store_b32 off, v9, off offset:8 ; 4-byte Folded Spill
	v_add_f32_e32 v11, v130, v2
	v_exp_f32_e32 v2, v4
	v_exp_f32_e32 v4, v152
	v_cndmask_b32_e64 v152, 1.0, 0x1f800000, s36
	v_exp_f32_e32 v130, v77
	s_clause 0x1
	scratch_store_b32 off, v16, off offset:16
	scratch_store_b32 off, v91, off offset:24
	v_cndmask_b32_e64 v77, 1.0, 0x1f800000, s78
	scratch_store_b32 off, v10, off offset:12 ; 4-byte Folded Spill
	v_fma_f32 v12, v2, v96, v12
	v_exp_f32_e32 v96, v46
	v_exp_f32_e32 v46, v17
	v_exp_f32_e32 v17, v36
	v_cndmask_b32_e64 v36, 1.0, 0x1f800000, s88
	v_fmac_f32_e32 v12, v3, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v4, v44
	v_exp_f32_e32 v19, v11
	v_fmac_f32_e32 v12, v252, v91
	v_exp_f32_e32 v91, v92
	v_cndmask_b32_e64 v92, 1.0, 0x1f800000, s69
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v253, v25
	v_fmac_f32_e32 v12, v254, v39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v255, v55
	v_fmac_f32_e32 v12, v248, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v249, v34
	v_fmac_f32_e32 v12, v250, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v251, v64
	v_fmac_f32_e32 v12, v244, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v245, v45
	v_fmac_f32_e32 v12, v246, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v247, v75
	v_fmac_f32_e32 v12, v240, v40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v241, v56
	v_fmac_f32_e32 v12, v242, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v243, v83
	v_fmac_f32_e32 v12, v236, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v237, v65
	v_fmac_f32_e32 v12, v238, v79
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v239, v90
	v_fmac_f32_e32 v12, v230, v57
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v232, v71
	v_fmac_f32_e32 v12, v233, v84
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v235, v94
	v_fmac_f32_e32 v12, v215, v223
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v219, v227
	v_fmac_f32_e32 v12, v224, v231
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v228, v234
	v_fmac_f32_e32 v12, v205, v216
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v211, v221
	v_fmac_f32_e32 v12, v217, v226
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v222, v229
	v_fmac_f32_e32 v12, v197, v208
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v203, v213
	v_fmac_f32_e32 v12, v209, v220
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v214, v225
	v_fmac_f32_e32 v12, v189, v200
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v195, v206
	v_fmac_f32_e32 v12, v201, v212
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v207, v218
	v_fmac_f32_e32 v12, v181, v192
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v187, v198
	v_fmac_f32_e32 v12, v193, v204
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v199, v210
	v_fmac_f32_e32 v12, v173, v184
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v179, v190
	v_fmac_f32_e32 v12, v185, v196
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v191, v202
	v_fmac_f32_e32 v12, v165, v176
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v171, v182
	v_fmac_f32_e32 v12, v177, v188
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v183, v194
	v_fmac_f32_e32 v12, v157, v168
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v163, v174
	v_fmac_f32_e32 v12, v169, v180
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v175, v186
	v_fmac_f32_e32 v12, v149, v160
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v155, v166
	v_fmac_f32_e32 v12, v161, v172
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v167, v178
	v_fmac_f32_e32 v12, v141, v152
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v147, v158
	v_fmac_f32_e32 v12, v153, v164
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v159, v170
	v_fmac_f32_e32 v12, v133, v144
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v139, v150
	v_fmac_f32_e32 v12, v145, v156
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v151, v162
	v_fmac_f32_e32 v12, v124, v136
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v130, v142
	v_fmac_f32_e32 v12, v137, v148
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v143, v154
	v_fmac_f32_e32 v12, v116, v127
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v122, v134
	v_fmac_f32_e32 v12, v128, v140
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v135, v146
	v_fmac_f32_e32 v12, v108, v119
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v114, v125
	v_fmac_f32_e32 v12, v120, v131
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v126, v138
	v_fmac_f32_e32 v12, v100, v111
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v106, v117
	v_fmac_f32_e32 v12, v112, v123
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v118, v129
	v_fmac_f32_e32 v12, v91, v103
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v98, v109
	v_fmac_f32_e32 v12, v104, v115
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v110, v121
	v_fmac_f32_e32 v12, v80, v95
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v88, v101
	v_fmac_f32_e32 v12, v96, v107
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v102, v113
	v_fmac_f32_e32 v12, v66, v85
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v76, v92
	v_fmac_f32_e32 v12, v86, v99
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v93, v105
	v_fmac_f32_e32 v12, v51, v72
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v61, v81
	v_fmac_f32_e32 v12, v73, v89
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v82, v97
	v_fmac_f32_e32 v12, v35, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v46, v67
	v_fmac_f32_e32 v12, v59, v77
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v68, v87
	v_fmac_f32_e32 v12, v24, v41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v32, v52
	v_fmac_f32_e32 v12, v42, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v53, v74
	v_fmac_f32_e32 v12, v17, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v22, v36
	v_fmac_f32_e32 v12, v27, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v37, v63
	v_fmac_f32_e32 v12, v16, v28
	v_cndmask_b32_e64 v16, 1.0, 0x1f800000, s97
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v12, v18, v48
	v_cndmask_b32_e64 v18, 1.0, 0x1f800000, s98
	v_fmac_f32_e32 v12, v14, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v15, v78
	v_fmac_f32_e32 v12, v21, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v23, v33
	v_fmac_f32_e32 v12, v6, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v7, v43
	v_fmac_f32_e32 v12, v5, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v9, v16
	v_fmac_f32_e32 v12, v10, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v19, v20
	v_div_scale_f32 v5, null, v12, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_rcp_f32_e32 v9, v5
	s_waitcnt_depctr 0xfff
	v_fma_f32 v10, -v5, v9, 1.0
	v_fmac_f32_e32 v9, v10, v9
	v_div_scale_f32 v10, vcc_lo, 1.0, v12, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v11, v10, v9
	v_fma_f32 v54, -v5, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v54, v9
	v_fma_f32 v5, -v5, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_div_fmas_f32 v5, v5, v9, v11
	s_and_not1_b32 vcc_lo, exec_lo, s101
	v_div_fixup_f32 v54, v5, v12, 1.0
	s_cbranch_vccz .LBB0_125
; %bb.66:
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccz .LBB0_126
.LBB0_67:
	s_and_not1_b32 vcc_lo, exec_lo, vcc_hi
	s_cbranch_vccz .LBB0_127
.LBB0_68:
	s_and_not1_b32 vcc_lo, exec_lo, s104
	s_cbranch_vccz .LBB0_128
.LBB0_69:
	s_and_not1_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccz .LBB0_129
.LBB0_70:
	s_and_not1_b32 vcc_lo, exec_lo, s102
	s_cbranch_vccnz .LBB0_72
.LBB0_71:
	v_dual_mul_f32 v2, v236, v50 :: v_dual_mul_f32 v3, v237, v65
	v_dual_mul_f32 v4, v238, v79 :: v_dual_mul_f32 v5, v239, v90
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:80
.LBB0_72:
	v_readlane_b32 s0, v132, 0
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_74
; %bb.73:
	v_dual_mul_f32 v2, v230, v57 :: v_dual_mul_f32 v3, v232, v71
	v_dual_mul_f32 v4, v233, v84 :: v_dual_mul_f32 v5, v235, v94
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:96
.LBB0_74:
	v_readlane_b32 s0, v132, 1
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_76
; %bb.75:
	v_dual_mul_f32 v2, v215, v223 :: v_dual_mul_f32 v5, v228, v234
	v_mul_f32_e32 v3, v219, v227
	v_mul_f32_e32 v4, v224, v231
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v5, v54, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v3, v54, v3
	v_mul_f32_e32 v4, v54, v4
	global_store_b128 v[0:1], v[2:5], off offset:112
.LBB0_76:
	v_readlane_b32 s0, v132, 2
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_78
; %bb.77:
	v_dual_mul_f32 v2, v205, v216 :: v_dual_mul_f32 v3, v211, v221
	v_dual_mul_f32 v4, v217, v226 :: v_dual_mul_f32 v5, v222, v229
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:128
.LBB0_78:
	v_readlane_b32 s0, v132, 3
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_80
; %bb.79:
	v_dual_mul_f32 v2, v197, v208 :: v_dual_mul_f32 v3, v203, v213
	v_dual_mul_f32 v4, v209, v220 :: v_dual_mul_f32 v5, v214, v225
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:144
.LBB0_80:
	v_readlane_b32 s0, v132, 4
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_82
; %bb.81:
	v_dual_mul_f32 v2, v189, v200 :: v_dual_mul_f32 v3, v195, v206
	v_dual_mul_f32 v4, v201, v212 :: v_dual_mul_f32 v5, v207, v218
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:160
.LBB0_82:
	v_readlane_b32 s0, v132, 5
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_84
; %bb.83:
	v_dual_mul_f32 v2, v181, v192 :: v_dual_mul_f32 v3, v187, v198
	v_dual_mul_f32 v4, v193, v204 :: v_dual_mul_f32 v5, v199, v210
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:176
.LBB0_84:
	v_readlane_b32 s0, v132, 6
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_86
; %bb.85:
	v_dual_mul_f32 v2, v173, v184 :: v_dual_mul_f32 v3, v179, v190
	v_dual_mul_f32 v4, v185, v196 :: v_dual_mul_f32 v5, v191, v202
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:192
.LBB0_86:
	v_readlane_b32 s0, v132, 7
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_88
; %bb.87:
	v_dual_mul_f32 v2, v165, v176 :: v_dual_mul_f32 v3, v171, v182
	v_dual_mul_f32 v4, v177, v188 :: v_dual_mul_f32 v5, v183, v194
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:208
.LBB0_88:
	v_readlane_b32 s0, v132, 8
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_90
; %bb.89:
	v_dual_mul_f32 v2, v157, v168 :: v_dual_mul_f32 v3, v163, v174
	v_dual_mul_f32 v4, v169, v180 :: v_dual_mul_f32 v5, v175, v186
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:224
.LBB0_90:
	v_readlane_b32 s0, v132, 9
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_92
; %bb.91:
	v_dual_mul_f32 v2, v149, v160 :: v_dual_mul_f32 v3, v155, v166
	v_dual_mul_f32 v4, v161, v172 :: v_dual_mul_f32 v5, v167, v178
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:240
.LBB0_92:
	v_readlane_b32 s0, v132, 10
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_94
; %bb.93:
	v_dual_mul_f32 v2, v141, v152 :: v_dual_mul_f32 v3, v147, v158
	v_dual_mul_f32 v4, v153, v164 :: v_dual_mul_f32 v5, v159, v170
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:256
.LBB0_94:
	v_readlane_b32 s0, v132, 11
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_96
; %bb.95:
	v_dual_mul_f32 v2, v133, v144 :: v_dual_mul_f32 v3, v139, v150
	v_dual_mul_f32 v4, v145, v156 :: v_dual_mul_f32 v5, v151, v162
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:272
.LBB0_96:
	v_readlane_b32 s0, v132, 12
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_98
; %bb.97:
	v_dual_mul_f32 v2, v124, v136 :: v_dual_mul_f32 v3, v130, v142
	v_dual_mul_f32 v4, v137, v148 :: v_dual_mul_f32 v5, v143, v154
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:288
.LBB0_98:
	v_readlane_b32 s0, v132, 13
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_100
; %bb.99:
	v_dual_mul_f32 v2, v116, v127 :: v_dual_mul_f32 v3, v122, v134
	v_dual_mul_f32 v4, v128, v140 :: v_dual_mul_f32 v5, v135, v146
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:304
.LBB0_100:
	v_readlane_b32 s0, v132, 14
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_102
; %bb.101:
	v_dual_mul_f32 v2, v108, v119 :: v_dual_mul_f32 v3, v114, v125
	v_dual_mul_f32 v4, v120, v131 :: v_dual_mul_f32 v5, v126, v138
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:320
.LBB0_102:
	v_readlane_b32 s0, v132, 15
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_104
; %bb.103:
	v_dual_mul_f32 v2, v100, v111 :: v_dual_mul_f32 v3, v106, v117
	v_dual_mul_f32 v4, v112, v123 :: v_dual_mul_f32 v5, v118, v129
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:336
.LBB0_104:
	v_readlane_b32 s0, v132, 16
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_106
; %bb.105:
	v_dual_mul_f32 v2, v91, v103 :: v_dual_mul_f32 v3, v98, v109
	v_dual_mul_f32 v4, v104, v115 :: v_dual_mul_f32 v5, v110, v121
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:352
.LBB0_106:
	v_readlane_b32 s0, v132, 17
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_108
; %bb.107:
	v_dual_mul_f32 v2, v80, v95 :: v_dual_mul_f32 v5, v102, v113
	v_mul_f32_e32 v3, v88, v101
	v_mul_f32_e32 v4, v96, v107
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v5, v54, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v3, v54, v3
	v_mul_f32_e32 v4, v54, v4
	global_store_b128 v[0:1], v[2:5], off offset:368
.LBB0_108:
	v_readlane_b32 s0, v132, 18
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_110
; %bb.109:
	v_dual_mul_f32 v2, v66, v85 :: v_dual_mul_f32 v3, v76, v92
	v_dual_mul_f32 v4, v86, v99 :: v_dual_mul_f32 v5, v93, v105
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:384
.LBB0_110:
	v_readlane_b32 s0, v132, 19
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_112
; %bb.111:
	v_dual_mul_f32 v2, v51, v72 :: v_dual_mul_f32 v3, v61, v81
	v_mul_f32_e32 v4, v73, v89
	v_mul_f32_e32 v5, v82, v97
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:400
.LBB0_112:
	v_readlane_b32 s0, v132, 20
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_114
; %bb.113:
	v_dual_mul_f32 v2, v35, v58 :: v_dual_mul_f32 v3, v46, v67
	v_dual_mul_f32 v4, v59, v77 :: v_dual_mul_f32 v5, v68, v87
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:416
.LBB0_114:
	v_readlane_b32 s0, v132, 21
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_116
; %bb.115:
	v_dual_mul_f32 v2, v24, v41 :: v_dual_mul_f32 v5, v53, v74
	v_dual_mul_f32 v3, v32, v52 :: v_dual_mul_f32 v4, v42, v62
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v5, v54, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v3, v54, v3
	v_mul_f32_e32 v4, v54, v4
	global_store_b128 v[0:1], v[2:5], off offset:432
.LBB0_116:
	v_readlane_b32 s0, v132, 22
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_118
; %bb.117:
	v_dual_mul_f32 v2, v17, v26 :: v_dual_mul_f32 v3, v22, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v5, v37, v63 :: v_dual_mul_f32 v2, v54, v2
	v_dual_mul_f32 v4, v27, v47 :: v_dual_mul_f32 v5, v54, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v3, v54, v3
	v_mul_f32_e32 v4, v54, v4
	global_store_b128 v[0:1], v[2:5], off offset:448
.LBB0_118:
	v_readlane_b32 s0, v132, 23
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_120
; %bb.119:
	s_clause 0x1
	scratch_load_b32 v2, off, off offset:16
	scratch_load_b32 v3, off, off offset:20
	v_dual_mul_f32 v4, v14, v69 :: v_dual_mul_f32 v5, v15, v78
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v2, v2, v28
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, v3, v48 :: v_dual_mul_f32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	global_store_b128 v[0:1], v[2:5], off offset:464
.LBB0_120:
	v_readlane_b32 s0, v132, 24
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_122
; %bb.121:
	v_dual_mul_f32 v2, v21, v29 :: v_dual_mul_f32 v5, v7, v43
	v_dual_mul_f32 v3, v23, v33 :: v_dual_mul_f32 v4, v6, v38
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v5, v54, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v3, v54, v3
	v_mul_f32_e32 v4, v54, v4
	global_store_b128 v[0:1], v[2:5], off offset:480
.LBB0_122:
	v_readlane_b32 s0, v132, 25
	s_delay_alu instid0(VALU_DEP_1)
	s_and_not1_b32 vcc_lo, exec_lo, s0
	s_cbranch_vccnz .LBB0_124
; %bb.123:
	s_clause 0x2
	scratch_load_b32 v2, off, off offset:4
	scratch_load_b32 v3, off, off offset:8
	scratch_load_b32 v4, off, off offset:12
	s_waitcnt vmcnt(2)
	v_mul_f32_e32 v2, v2, v8
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v3, v3, v16 :: v_dual_mul_f32 v4, v4, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v5, v19, v20 :: v_dual_mul_f32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:496
.LBB0_124:
                                        ; kill: killed $vgpr132
	s_endpgm
.LBB0_125:
	scratch_load_b32 v5, off, off offset:28 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v2, v2, v5 :: v_dual_mul_f32 v5, v3, v30
	scratch_load_b32 v3, off, off           ; 4-byte Folded Reload
	v_dual_mul_f32 v9, v4, v44 :: v_dual_mul_f32 v2, v54, v2
	v_mul_f32_e32 v4, v54, v5
	s_delay_alu instid0(VALU_DEP_2)
	v_mul_f32_e32 v5, v54, v9
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, v54, v3
	global_store_b128 v[0:1], v[2:5], off
	s_and_not1_b32 vcc_lo, exec_lo, s100
	s_cbranch_vccnz .LBB0_67
.LBB0_126:
	scratch_load_b32 v2, off, off offset:24 ; 4-byte Folded Reload
	v_dual_mul_f32 v4, v254, v39 :: v_dual_mul_f32 v3, v253, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mul_f32_e32 v4, v54, v4
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v3, v54, v3 :: v_dual_mul_f32 v2, v252, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v5, v255, v55 :: v_dual_mul_f32 v2, v54, v2
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:16
	s_and_not1_b32 vcc_lo, exec_lo, vcc_hi
	s_cbranch_vccnz .LBB0_68
.LBB0_127:
	v_dual_mul_f32 v2, v248, v13 :: v_dual_mul_f32 v3, v249, v34
	v_dual_mul_f32 v4, v250, v49 :: v_dual_mul_f32 v5, v251, v64
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:32
	s_and_not1_b32 vcc_lo, exec_lo, s104
	s_cbranch_vccnz .LBB0_69
.LBB0_128:
	v_dual_mul_f32 v2, v244, v31 :: v_dual_mul_f32 v3, v245, v45
	v_dual_mul_f32 v4, v246, v60 :: v_dual_mul_f32 v5, v247, v75
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v3, v54, v3
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v4, v54, v4
	v_mul_f32_e32 v5, v54, v5
	global_store_b128 v[0:1], v[2:5], off offset:48
	s_and_not1_b32 vcc_lo, exec_lo, s103
	s_cbranch_vccnz .LBB0_70
.LBB0_129:
	v_dual_mul_f32 v2, v240, v40 :: v_dual_mul_f32 v5, v243, v83
	v_dual_mul_f32 v3, v241, v56 :: v_dual_mul_f32 v4, v242, v70
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_f32_e32 v2, v54, v2
	v_mul_f32_e32 v5, v54, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_mul_f32_e32 v3, v54, v3
	v_mul_f32_e32 v4, v54, v4
	global_store_b128 v[0:1], v[2:5], off offset:64
	s_and_not1_b32 vcc_lo, exec_lo, s102
	s_cbranch_vccz .LBB0_71
	s_branch .LBB0_72
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 36
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 256
		.amdhsa_next_free_sgpr 105
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	softmax_fwd, .Lfunc_end0-softmax_fwd
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 12552
; NumSgprs: 107
; NumVgprs: 256
; ScratchSize: 36
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 13
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 107
; NumVGPRsForWavesPerEU: 256
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.type	__hip_cuid_3bb7bd154b407e64,@object ; @__hip_cuid_3bb7bd154b407e64
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_3bb7bd154b407e64
__hip_cuid_3bb7bd154b407e64:
	.byte	0                               ; 0x0
	.size	__hip_cuid_3bb7bd154b407e64, 1

	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  write_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           softmax_fwd
    .private_segment_fixed_size: 36
    .sgpr_count:     107
    .sgpr_spill_count: 26
    .symbol:         softmax_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     256
    .vgpr_spill_count: 8
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
