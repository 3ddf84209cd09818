	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	gemm                    ; -- Begin function gemm
	.globl	gemm
	.p2align	8
	.type	gemm,@function
gemm:                                   ; @gemm
; %bb.0:
	s_mov_b64 s[22:23], s[2:3]
	s_mov_b64 s[20:21], s[0:1]
	s_add_u32 s20, s20, s8
	s_load_dwordx4 s[0:3], s[4:5], 0x20
	s_load_dwordx2 s[8:9], s[4:5], 0x30
	s_addc_u32 s21, s21, 0
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_mov_b32 s15, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s0, 0
	v_lshlrev_b32_e32 v4, 2, v1
	v_lshlrev_b32_e32 v5, 3, v0
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_lshlrev_b32_e32 v2, 2, v1
	v_lshlrev_b32_e32 v3, 3, v0
	s_mov_b64 s[12:13], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[12:13], -1
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
.LBB0_3:                                ; %Flow157
	s_load_dwordx2 s[10:11], s[4:5], 0x10
	s_lshl_b32 s14, s7, 7
	s_andn2_b64 vcc, exec, s[12:13]
	s_lshl_b32 s6, s6, 8
	s_cbranch_vccnz .LBB0_7
; %bb.4:
	buffer_store_dword v4, off, s[20:23], 0 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[20:23], 0 offset:4 ; 4-byte Folded Spill
	s_load_dwordx4 s[16:19], s[4:5], 0x0
	v_lshl_add_u32 v4, v1, 5, v0
	v_lshrrev_b32_e32 v5, 3, v4
	v_add_u32_e32 v2, s14, v5
	v_mad_i64_i32 v[2:3], s[4:5], s1, v2, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_and_b32_e32 v6, 7, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v7, s17
	v_add_co_u32_e32 v2, vcc, s16, v2
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	v_lshlrev_b32_e32 v7, 2, v6
	v_add_co_u32_e32 v30, vcc, v2, v7
	s_ashr_i32 s7, s6, 31
	v_addc_co_u32_e32 v31, vcc, 0, v3, vcc
	v_lshlrev_b32_e32 v2, 2, v5
	v_mul_u32_u24_e32 v3, 0x204, v6
	s_movk_i32 s4, 0x2000
	s_ashr_i32 s5, s2, 31
	s_lshl_b64 s[12:13], s[6:7], 2
	v_add3_u32 v78, v2, v3, s4
	s_add_u32 s7, s18, s12
	v_mov_b32_e32 v2, 2
	s_addc_u32 s12, s19, s13
	v_lshlrev_b32_sdwa v2, v2, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_mov_b32_e32 v3, s12
	v_add_co_u32_e32 v32, vcc, s7, v2
	v_lshlrev_b32_e32 v79, 5, v0
	v_add_u32_e32 v0, 0x400, v4
	v_addc_co_u32_e32 v33, vcc, 0, v3, vcc
	v_lshrrev_b32_e32 v3, 8, v4
	v_lshrrev_b32_e32 v0, 8, v0
	v_lshl_or_b32 v74, v3, 10, v2
	v_lshl_or_b32 v87, v0, 10, v2
	v_mov_b32_e32 v2, 0x2000
	s_mov_b32 s4, s2
	v_lshl_add_u32 v82, v1, 4, v2
	v_mad_i64_i32 v[0:1], s[12:13], v0, s2, 0
	v_lshlrev_b64 v[34:35], 2, v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 5
	v_mad_i64_i32 v[0:1], s[12:13], v3, s2, 0
	v_mov_b32_e32 v57, 0
	s_mov_b32 s1, 0
	v_lshlrev_b64 v[36:37], 2, v[0:1]
	v_add_u32_e32 v83, 0x210, v82
	v_add_u32_e32 v119, 0xa20, v82
	v_add_u32_e32 v73, 0xc18, v82
	v_mov_b32_e32 v86, s5
	v_mov_b32_e32 v54, 0
	v_mov_b32_e32 v58, 0
	v_mov_b32_e32 v55, 0
	v_mov_b32_e32 v60, 0
	v_mov_b32_e32 v56, 0
	v_mov_b32_e32 v62, 0
	v_mov_b32_e32 v64, 0
	v_mov_b32_e32 v59, 0
	v_mov_b32_e32 v67, 0
	v_mov_b32_e32 v61, 0
	v_mov_b32_e32 v70, 0
	v_mov_b32_e32 v63, 0
	v_mov_b32_e32 v75, 0
	v_mov_b32_e32 v65, 0
	v_mov_b32_e32 v66, 0
	v_mov_b32_e32 v68, 0
	v_mov_b32_e32 v69, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v72, 0
	v_mov_b32_e32 v76, 0
	v_mov_b32_e32 v77, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, v57
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, v57
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, v57
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, v57
	v_mov_b32_e32 v28, 0
	v_mov_b32_e32 v29, v57
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32_e32 v0, vcc, v32, v36
	v_addc_co_u32_e32 v1, vcc, v33, v37, vcc
	v_add_co_u32_e32 v2, vcc, v32, v34
	global_load_dword v4, v[30:31], off
	v_addc_co_u32_e32 v3, vcc, v33, v35, vcc
	global_load_dword v5, v[0:1], off
	global_load_dword v6, v[2:3], off
	v_add_co_u32_e32 v32, vcc, s4, v32
	v_addc_co_u32_e32 v33, vcc, v33, v86, vcc
	s_add_i32 s1, s1, 8
	v_add_co_u32_e32 v30, vcc, 32, v30
	v_addc_co_u32_e32 v31, vcc, 0, v31, vcc
	s_cmp_ge_i32 s1, s0
	s_waitcnt vmcnt(2)
	ds_write_b32 v78, v4
	s_waitcnt vmcnt(1)
	ds_write_b32 v74, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v87, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[38:41], v82
	ds_read_b32 v81, v82 offset:516
	ds_read_b128 v[88:91], v79
	ds_read_b128 v[92:95], v79 offset:16
	ds_read_b128 v[46:49], v79 offset:1024
	ds_read_b128 v[50:53], v79 offset:1040
	ds_read_b64 v[120:121], v82 offset:520
	ds_read2_b64 v[42:45], v82 offset0:129 offset1:130
	ds_read_b128 v[96:99], v79 offset:2048
	ds_read_b128 v[100:103], v79 offset:2064
	ds_read2_b32 v[122:123], v83 offset1:255
	ds_read_b128 v[104:107], v79 offset:3072
	ds_read_b128 v[108:111], v79 offset:3088
	ds_read_b96 v[116:118], v82 offset:1552
	ds_read_b128 v[24:27], v82 offset:2064
	ds_read_b128 v[20:23], v79 offset:4096
	ds_read_b128 v[16:19], v79 offset:4112
	ds_read_b128 v[4:7], v79 offset:5120
	ds_read_b128 v[0:3], v79 offset:5136
	s_waitcnt lgkmcnt(14)
	v_fmac_f32_e32 v77, v38, v88
	v_fmac_f32_e32 v76, v38, v89
	v_fmac_f32_e32 v72, v38, v90
	v_fmac_f32_e32 v71, v38, v91
	v_fmac_f32_e32 v69, v38, v92
	v_fmac_f32_e32 v68, v38, v93
	v_fmac_f32_e32 v66, v38, v94
	v_fmac_f32_e32 v65, v38, v95
	v_mov_b32_e32 v38, v41
	v_mov_b32_e32 v124, v39
	v_mov_b32_e32 v125, v40
	v_fmac_f32_e32 v63, v39, v89
	v_fmac_f32_e32 v61, v39, v91
	v_fmac_f32_e32 v59, v39, v93
	v_pk_fma_f32 v[14:15], v[38:39], v[88:89], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[38:39], v[90:91], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[38:39], v[92:93], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[38:39], v[94:95], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v38, v95
	v_mov_b32_e32 v39, v88
	v_fmac_f32_e32 v56, v40, v90
	v_fmac_f32_e32 v55, v40, v92
	v_fmac_f32_e32 v54, v40, v94
	v_fmac_f32_e32 v77, v81, v46
	v_fmac_f32_e32 v76, v81, v47
	v_fmac_f32_e32 v72, v81, v48
	v_fmac_f32_e32 v71, v81, v49
	s_waitcnt lgkmcnt(13)
	v_fmac_f32_e32 v69, v81, v50
	v_fmac_f32_e32 v68, v81, v51
	v_fmac_f32_e32 v66, v81, v52
	v_fmac_f32_e32 v65, v81, v53
	v_mov_b32_e32 v85, v46
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v63, v120, v47
	v_fmac_f32_e32 v61, v120, v49
	v_fmac_f32_e32 v59, v120, v51
	v_mov_b32_e32 v84, v53
	v_pk_fma_f32 v[28:29], v[124:125], v[38:39], v[28:29]
	s_waitcnt lgkmcnt(11)
	v_mov_b32_e32 v126, v43
	v_mov_b32_e32 v127, v44
	v_mov_b32_e32 v80, v45
	v_fmac_f32_e32 v56, v121, v48
	v_fmac_f32_e32 v55, v121, v50
	v_fmac_f32_e32 v54, v121, v52
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v77, v42, v96
	v_fmac_f32_e32 v76, v42, v97
	v_fmac_f32_e32 v72, v42, v98
	v_fmac_f32_e32 v71, v42, v99
	s_waitcnt lgkmcnt(9)
	v_fmac_f32_e32 v69, v42, v100
	v_fmac_f32_e32 v68, v42, v101
	v_fmac_f32_e32 v66, v42, v102
	v_fmac_f32_e32 v65, v42, v103
	v_fmac_f32_e32 v63, v43, v97
	v_fmac_f32_e32 v61, v43, v99
	v_fmac_f32_e32 v59, v43, v101
	s_waitcnt lgkmcnt(8)
	v_pk_fma_f32 v[14:15], v[122:123], v[46:47], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[122:123], v[48:49], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[122:123], v[50:51], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[122:123], v[52:53], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v43, v96
	v_mov_b32_e32 v42, v103
	v_pk_fma_f32 v[28:29], v[120:121], v[84:85], v[28:29]
	v_fmac_f32_e32 v56, v44, v98
	v_fmac_f32_e32 v55, v44, v100
	v_fmac_f32_e32 v54, v44, v102
	v_pk_mul_f32 v[44:45], v[120:121], v[46:47]
	v_pk_mul_f32 v[40:41], v[120:121], v[48:49]
	v_pk_mul_f32 v[46:47], v[120:121], v[50:51]
	v_pk_mul_f32 v[48:49], v[120:121], v[52:53]
	s_waitcnt lgkmcnt(5)
	v_mov_b32_e32 v52, v118
	v_pk_fma_f32 v[14:15], v[80:81], v[96:97], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[80:81], v[98:99], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[84:85], v[80:81], v[100:101], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], v[80:81], v[102:103], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v81, v104
	v_pk_fma_f32 v[28:29], v[126:127], v[42:43], v[28:29]
	v_mov_b32_e32 v80, v111
	ds_read2_b64 v[112:115], v73 offset1:1
	ds_read_b128 v[8:11], v79 offset:6144
	v_pk_mul_f32 v[38:39], v[116:117], v[104:105]
	v_pk_mul_f32 v[42:43], v[116:117], v[106:107]
	v_fmac_f32_e32 v77, v123, v104
	v_fmac_f32_e32 v76, v123, v105
	v_fmac_f32_e32 v72, v123, v106
	v_fmac_f32_e32 v71, v123, v107
	v_fmac_f32_e32 v63, v116, v105
	v_fmac_f32_e32 v61, v116, v107
	v_fmac_f32_e32 v56, v117, v106
	v_pk_fma_f32 v[104:105], v[52:53], v[104:105], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[52:53], v[106:107], v[12:13] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v69, v123, v108
	v_fmac_f32_e32 v68, v123, v109
	v_pk_mul_f32 v[50:51], v[116:117], v[108:109]
	v_pk_fma_f32 v[84:85], v[52:53], v[108:109], v[84:85] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v59, v116, v109
	v_fmac_f32_e32 v55, v117, v108
	ds_read_b128 v[12:15], v79 offset:6160
	v_pk_fma_f32 v[80:81], v[116:117], v[80:81], v[28:29]
	ds_read2_b32 v[28:29], v119 offset1:255
	ds_read_b32 v118, v82 offset:2580
	ds_read_b64 v[108:109], v82 offset:2584
	v_fmac_f32_e32 v66, v123, v110
	v_fmac_f32_e32 v65, v123, v111
	v_pk_fma_f32 v[120:121], v[52:53], v[110:111], v[120:121] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[52:53], v[116:117], v[110:111]
	v_fmac_f32_e32 v54, v117, v110
	v_pk_mul_f32 v[88:89], v[124:125], v[88:89]
	v_pk_mul_f32 v[90:91], v[124:125], v[90:91]
	v_pk_mul_f32 v[92:93], v[124:125], v[92:93]
	v_pk_mul_f32 v[94:95], v[124:125], v[94:95]
	s_waitcnt lgkmcnt(10)
	v_mov_b32_e32 v110, v25
	v_mov_b32_e32 v111, v26
	v_mov_b32_e32 v116, v27
	s_waitcnt lgkmcnt(9)
	v_fmac_f32_e32 v63, v25, v21
	v_fmac_f32_e32 v61, v25, v23
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v59, v25, v17
	v_fmac_f32_e32 v77, v24, v20
	v_fmac_f32_e32 v76, v24, v21
	v_fmac_f32_e32 v72, v24, v22
	v_fmac_f32_e32 v71, v24, v23
	v_fmac_f32_e32 v69, v24, v16
	v_fmac_f32_e32 v68, v24, v17
	v_fmac_f32_e32 v66, v24, v18
	v_fmac_f32_e32 v65, v24, v19
	v_fmac_f32_e32 v56, v26, v22
	v_fmac_f32_e32 v55, v26, v16
	v_fmac_f32_e32 v54, v26, v18
	v_mov_b32_e32 v25, v20
	v_mov_b32_e32 v24, v19
	v_pk_mul_f32 v[26:27], v[110:111], v[20:21]
	v_pk_fma_f32 v[104:105], v[116:117], v[20:21], v[104:105] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[116:117], v[22:23], v[106:107] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[122:123], v[110:111], v[22:23]
	ds_read_b96 v[20:22], v82 offset:3616
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v63, v108, v5
	v_fmac_f32_e32 v61, v108, v7
	v_fmac_f32_e32 v59, v108, v1
	v_add_f32_e32 v23, v88, v75
	v_add_f32_e32 v62, v89, v62
	v_add_f32_e32 v70, v90, v70
	v_add_f32_e32 v60, v91, v60
	v_add_f32_e32 v67, v92, v67
	v_add_f32_e32 v58, v93, v58
	v_add_f32_e32 v64, v94, v64
	v_add_f32_e32 v57, v95, v57
	v_pk_mul_f32 v[96:97], v[126:127], v[96:97]
	v_pk_mul_f32 v[98:99], v[126:127], v[98:99]
	v_pk_mul_f32 v[100:101], v[126:127], v[100:101]
	v_pk_mul_f32 v[102:103], v[126:127], v[102:103]
	v_pk_mul_f32 v[124:125], v[110:111], v[16:17]
	v_pk_fma_f32 v[84:85], v[116:117], v[16:17], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[18:19], v[120:121] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[120:121], v[110:111], v[18:19]
	v_pk_fma_f32 v[24:25], v[110:111], v[24:25], v[80:81]
	ds_read_b128 v[16:19], v79 offset:7168
	v_fmac_f32_e32 v77, v118, v4
	v_fmac_f32_e32 v76, v118, v5
	v_fmac_f32_e32 v72, v118, v6
	v_fmac_f32_e32 v71, v118, v7
	v_mov_b32_e32 v80, v113
	v_fmac_f32_e32 v56, v109, v6
	v_fmac_f32_e32 v63, v113, v9
	v_fmac_f32_e32 v61, v113, v11
	v_fmac_f32_e32 v59, v113, v13
	v_mov_b32_e32 v113, v4
	v_pk_mul_f32 v[88:89], v[108:109], v[4:5]
	v_pk_mul_f32 v[90:91], v[108:109], v[6:7]
	v_pk_fma_f32 v[104:105], v[28:29], v[4:5], v[104:105] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[28:29], v[6:7], v[106:107] op_sel_hi:[0,1,1]
	ds_read_b128 v[4:7], v79 offset:7184
	v_add_f32_e32 v23, v44, v23
	v_add_f32_e32 v62, v45, v62
	v_add_f32_e32 v70, v40, v70
	v_add_f32_e32 v60, v41, v60
	v_add_f32_e32 v67, v46, v67
	v_add_f32_e32 v58, v47, v58
	v_add_f32_e32 v64, v48, v64
	v_add_f32_e32 v57, v49, v57
	v_add_f32_e32 v23, v96, v23
	v_add_f32_e32 v62, v97, v62
	v_add_f32_e32 v70, v98, v70
	v_add_f32_e32 v60, v99, v60
	v_add_f32_e32 v67, v100, v67
	v_add_f32_e32 v58, v101, v58
	v_add_f32_e32 v64, v102, v64
	v_add_f32_e32 v57, v103, v57
	v_fmac_f32_e32 v69, v118, v0
	v_fmac_f32_e32 v68, v118, v1
	v_fmac_f32_e32 v66, v118, v2
	v_fmac_f32_e32 v65, v118, v3
	v_add_f32_e32 v23, v38, v23
	v_add_f32_e32 v62, v39, v62
	v_add_f32_e32 v70, v42, v70
	v_add_f32_e32 v60, v43, v60
	v_add_f32_e32 v67, v50, v67
	v_add_f32_e32 v58, v51, v58
	v_add_f32_e32 v52, v52, v64
	v_add_f32_e32 v53, v53, v57
	v_mov_b32_e32 v81, v114
	v_fmac_f32_e32 v55, v109, v0
	v_fmac_f32_e32 v54, v109, v2
	v_fmac_f32_e32 v77, v112, v8
	v_fmac_f32_e32 v76, v112, v9
	v_fmac_f32_e32 v72, v112, v10
	v_fmac_f32_e32 v71, v112, v11
	v_fmac_f32_e32 v69, v112, v12
	v_fmac_f32_e32 v68, v112, v13
	v_fmac_f32_e32 v66, v112, v14
	v_fmac_f32_e32 v65, v112, v15
	v_mov_b32_e32 v110, v115
	v_mov_b32_e32 v112, v3
	v_pk_mul_f32 v[92:93], v[108:109], v[0:1]
	v_pk_mul_f32 v[94:95], v[108:109], v[2:3]
	v_pk_fma_f32 v[0:1], v[28:29], v[0:1], v[84:85] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[28:29], v[2:3], v[116:117] op_sel_hi:[0,1,1]
	v_add_f32_e32 v23, v26, v23
	v_add_f32_e32 v26, v27, v62
	v_add_f32_e32 v27, v122, v70
	v_add_f32_e32 v28, v123, v60
	v_add_f32_e32 v57, v124, v67
	v_add_f32_e32 v58, v125, v58
	v_add_f32_e32 v52, v120, v52
	v_add_f32_e32 v53, v121, v53
	v_fmac_f32_e32 v56, v114, v10
	v_fmac_f32_e32 v55, v114, v12
	v_fmac_f32_e32 v54, v114, v14
	v_mov_b32_e32 v98, v15
	v_mov_b32_e32 v99, v8
	v_pk_mul_f32 v[100:101], v[80:81], v[8:9]
	v_pk_mul_f32 v[38:39], v[80:81], v[10:11]
	v_pk_mul_f32 v[42:43], v[80:81], v[12:13]
	v_pk_mul_f32 v[50:51], v[80:81], v[14:15]
	v_pk_fma_f32 v[24:25], v[108:109], v[112:113], v[24:25]
	v_pk_fma_f32 v[8:9], v[110:111], v[8:9], v[104:105] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[110:111], v[10:11], v[106:107] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[0:1], v[110:111], v[12:13], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[110:111], v[14:15], v[2:3] op_sel_hi:[0,1,1]
	v_add_f32_e32 v23, v88, v23
	v_add_f32_e32 v26, v89, v26
	v_add_f32_e32 v27, v90, v27
	v_add_f32_e32 v60, v91, v28
	v_add_f32_e32 v57, v92, v57
	v_add_f32_e32 v58, v93, v58
	v_add_f32_e32 v52, v94, v52
	v_add_f32_e32 v53, v95, v53
	s_waitcnt lgkmcnt(1)
	v_pk_mul_f32 v[40:41], v[20:21], v[16:17]
	v_mov_b32_e32 v45, v16
	v_pk_mul_f32 v[46:47], v[20:21], v[18:19]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v44, v7
	v_pk_mul_f32 v[48:49], v[20:21], v[4:5]
	v_pk_mul_f32 v[96:97], v[20:21], v[6:7]
	v_fmac_f32_e32 v69, v29, v4
	v_fmac_f32_e32 v68, v29, v5
	v_fmac_f32_e32 v66, v29, v6
	v_fmac_f32_e32 v65, v29, v7
	v_fmac_f32_e32 v59, v20, v5
	v_fmac_f32_e32 v55, v21, v4
	v_fmac_f32_e32 v54, v21, v6
	v_pk_fma_f32 v[24:25], v[80:81], v[98:99], v[24:25]
	v_pk_fma_f32 v[14:15], v[22:23], v[16:17], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[22:23], v[18:19], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[22:23], v[4:5], v[0:1] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[22:23], v[6:7], v[2:3] op_sel_hi:[0,1,1]
	v_add_f32_e32 v0, v100, v23
	v_add_f32_e32 v1, v101, v26
	v_add_f32_e32 v2, v38, v27
	v_add_f32_e32 v3, v39, v60
	v_add_f32_e32 v4, v42, v57
	v_add_f32_e32 v5, v43, v58
	v_add_f32_e32 v6, v50, v52
	v_add_f32_e32 v7, v51, v53
	v_fmac_f32_e32 v77, v29, v16
	v_fmac_f32_e32 v76, v29, v17
	v_fmac_f32_e32 v72, v29, v18
	v_fmac_f32_e32 v71, v29, v19
	v_fmac_f32_e32 v63, v20, v17
	v_fmac_f32_e32 v61, v20, v19
	v_fmac_f32_e32 v56, v21, v18
	v_pk_fma_f32 v[28:29], v[20:21], v[44:45], v[24:25]
	v_add_f32_e32 v75, v40, v0
	v_add_f32_e32 v62, v41, v1
	v_add_f32_e32 v70, v46, v2
	v_add_f32_e32 v60, v47, v3
	v_add_f32_e32 v67, v48, v4
	v_add_f32_e32 v58, v49, v5
	v_add_f32_e32 v64, v96, v6
	v_add_f32_e32 v57, v97, v7
	s_barrier
	s_cbranch_scc0 .LBB0_5
; %bb.6:                                ; %Flow156
	buffer_load_dword v2, off, s[20:23], 0  ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[20:23], 0 offset:4 ; 4-byte Folded Reload
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v29, s15
	v_mov_b32_e32 v28, s15
	v_mov_b32_e32 v15, s15
	v_mov_b32_e32 v14, s15
	v_mov_b32_e32 v13, s15
	v_mov_b32_e32 v12, s15
	v_mov_b32_e32 v11, s15
	v_mov_b32_e32 v10, s15
	v_mov_b32_e32 v9, s15
	v_mov_b32_e32 v8, s15
	v_mov_b32_e32 v77, s15
	v_mov_b32_e32 v76, s15
	v_mov_b32_e32 v72, s15
	v_mov_b32_e32 v71, s15
	v_mov_b32_e32 v69, s15
	v_mov_b32_e32 v68, s15
	v_mov_b32_e32 v66, s15
	v_mov_b32_e32 v65, s15
	v_mov_b32_e32 v75, s15
	v_mov_b32_e32 v63, s15
	v_mov_b32_e32 v70, s15
	v_mov_b32_e32 v61, s15
	v_mov_b32_e32 v67, s15
	v_mov_b32_e32 v59, s15
	v_mov_b32_e32 v64, s15
	v_mov_b32_e32 v62, s15
	v_mov_b32_e32 v56, s15
	v_mov_b32_e32 v60, s15
	v_mov_b32_e32 v55, s15
	v_mov_b32_e32 v58, s15
	v_mov_b32_e32 v54, s15
	v_mov_b32_e32 v57, s15
.LBB0_8:
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, s6, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_u32_e32 v6, s14, v2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s11
	v_add_co_u32_e32 v7, vcc, s10, v0
	v_addc_co_u32_e32 v16, vcc, v2, v1, vcc
	v_mad_i64_i32 v[0:1], s[4:5], s3, v6, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_cmp_eq_f32_e64 s[0:1], s9, 0
	v_add_co_u32_e32 v0, vcc, v7, v0
	v_addc_co_u32_e32 v1, vcc, v16, v1, vcc
	s_and_b64 s[0:1], exec, s[0:1]
	s_mov_b32 s2, 0
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccz .LBB0_11
; %bb.9:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	v_fmac_f32_e32 v2, s8, v77
	s_cbranch_execnz .LBB0_12
.LBB0_10:
	global_load_dwordx2 v[4:5], v[0:1], off
	v_mul_f32_e32 v2, s8, v77
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, s9, v4
	s_branch .LBB0_13
.LBB0_11:
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr2
	s_branch .LBB0_10
.LBB0_12:
	v_mov_b32_e32 v5, s2
.LBB0_13:
	v_mul_f32_e32 v3, s8, v76
	v_fmac_f32_e32 v3, s9, v5
	s_mov_b64 vcc, s[0:1]
	global_store_dwordx2 v[0:1], v[2:3], off
	s_cbranch_vccz .LBB0_16
; %bb.14:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	v_fmac_f32_e32 v2, s8, v72
	s_mov_b32 s2, 0
	global_store_dword v[0:1], v2, off offset:8
	s_cbranch_execnz .LBB0_17
.LBB0_15:
	global_load_dwordx2 v[2:3], v[0:1], off offset:8
	v_mul_f32_e32 v4, s8, v72
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:8
	s_branch .LBB0_18
.LBB0_16:
                                        ; implicit-def: $sgpr2
	s_branch .LBB0_15
.LBB0_17:
	v_mov_b32_e32 v3, s2
.LBB0_18:
	v_mul_f32_e32 v2, s8, v71
	v_fmac_f32_e32 v2, s9, v3
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[0:1], v2, off offset:12
	s_cbranch_vccz .LBB0_21
; %bb.19:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	v_fmac_f32_e32 v2, s8, v69
	s_mov_b32 s2, 0
	global_store_dword v[0:1], v2, off offset:16
	s_cbranch_execnz .LBB0_22
.LBB0_20:
	global_load_dwordx2 v[2:3], v[0:1], off offset:16
	v_mul_f32_e32 v4, s8, v69
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:16
	s_branch .LBB0_23
.LBB0_21:
                                        ; implicit-def: $sgpr2
	s_branch .LBB0_20
.LBB0_22:
	v_mov_b32_e32 v3, s2
.LBB0_23:
	v_mul_f32_e32 v2, s8, v68
	v_fmac_f32_e32 v2, s9, v3
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[0:1], v2, off offset:20
	s_cbranch_vccz .LBB0_26
; %bb.24:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	v_fmac_f32_e32 v2, s8, v66
	s_mov_b32 s2, 0
	global_store_dword v[0:1], v2, off offset:24
	s_cbranch_execnz .LBB0_27
.LBB0_25:
	global_load_dwordx2 v[2:3], v[0:1], off offset:24
	v_mul_f32_e32 v4, s8, v66
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:24
	s_branch .LBB0_28
.LBB0_26:
                                        ; implicit-def: $sgpr2
	s_branch .LBB0_25
.LBB0_27:
	v_mov_b32_e32 v3, s2
.LBB0_28:
	v_mul_f32_e32 v2, s8, v65
	v_fmac_f32_e32 v2, s9, v3
	global_store_dword v[0:1], v2, off offset:28
	v_or_b32_e32 v0, 1, v6
	v_mad_i64_i32 v[0:1], s[4:5], s3, v0, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v7, v0
	v_addc_co_u32_e32 v1, vcc, v16, v1, vcc
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccz .LBB0_31
; %bb.29:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	s_mov_b32 s2, 0
	v_fmac_f32_e32 v2, s8, v75
	s_cbranch_execnz .LBB0_32
.LBB0_30:
	global_load_dwordx2 v[4:5], v[0:1], off
	v_mul_f32_e32 v2, s8, v75
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, s9, v4
	s_branch .LBB0_33
.LBB0_31:
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr2
	s_branch .LBB0_30
.LBB0_32:
	v_mov_b32_e32 v5, s2
.LBB0_33:
	v_mul_f32_e32 v3, s8, v63
	v_fmac_f32_e32 v3, s9, v5
	s_mov_b64 vcc, s[0:1]
	global_store_dwordx2 v[0:1], v[2:3], off
	s_cbranch_vccz .LBB0_36
; %bb.34:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	v_fmac_f32_e32 v2, s8, v70
	s_mov_b32 s2, 0
	global_store_dword v[0:1], v2, off offset:8
	s_cbranch_execnz .LBB0_37
.LBB0_35:
	global_load_dwordx2 v[2:3], v[0:1], off offset:8
	v_mul_f32_e32 v4, s8, v70
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:8
	s_branch .LBB0_38
.LBB0_36:
                                        ; implicit-def: $sgpr2
	s_branch .LBB0_35
.LBB0_37:
	v_mov_b32_e32 v3, s2
.LBB0_38:
	v_mul_f32_e32 v2, s8, v61
	v_fmac_f32_e32 v2, s9, v3
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[0:1], v2, off offset:12
	s_cbranch_vccz .LBB0_41
; %bb.39:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	v_fmac_f32_e32 v2, s8, v67
	s_mov_b32 s2, 0
	global_store_dword v[0:1], v2, off offset:16
	s_cbranch_execnz .LBB0_42
.LBB0_40:
	global_load_dwordx2 v[2:3], v[0:1], off offset:16
	v_mul_f32_e32 v4, s8, v67
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:16
	s_branch .LBB0_43
.LBB0_41:
                                        ; implicit-def: $sgpr2
	s_branch .LBB0_40
.LBB0_42:
	v_mov_b32_e32 v3, s2
.LBB0_43:
	v_mul_f32_e32 v2, s8, v59
	v_fmac_f32_e32 v2, s9, v3
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[0:1], v2, off offset:20
	s_cbranch_vccz .LBB0_46
; %bb.44:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	v_fmac_f32_e32 v2, s8, v64
	s_mov_b32 s2, 0
	global_store_dword v[0:1], v2, off offset:24
	s_cbranch_execnz .LBB0_47
.LBB0_45:
	global_load_dwordx2 v[2:3], v[0:1], off offset:24
	v_mul_f32_e32 v4, s8, v64
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:24
	s_branch .LBB0_48
.LBB0_46:
                                        ; implicit-def: $sgpr2
	s_branch .LBB0_45
.LBB0_47:
	v_mov_b32_e32 v3, s2
.LBB0_48:
	v_mul_f32_e32 v2, s8, v28
	v_fmac_f32_e32 v2, s9, v3
	global_store_dword v[0:1], v2, off offset:28
	v_or_b32_e32 v0, 2, v6
	v_mad_i64_i32 v[0:1], s[4:5], s3, v0, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v7, v0
	v_addc_co_u32_e32 v1, vcc, v16, v1, vcc
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccz .LBB0_51
; %bb.49:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	s_mov_b32 s2, 0
	v_fmac_f32_e32 v2, s8, v29
	s_cbranch_execnz .LBB0_52
.LBB0_50:
	global_load_dwordx2 v[4:5], v[0:1], off
	v_mul_f32_e32 v2, s8, v29
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, s9, v4
	s_branch .LBB0_53
.LBB0_51:
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $vgpr2
	s_branch .LBB0_50
.LBB0_52:
	v_mov_b32_e32 v5, s2
.LBB0_53:
	v_mul_f32_e32 v3, s8, v62
	v_fmac_f32_e32 v3, s9, v5
	s_mov_b64 vcc, s[0:1]
	global_store_dwordx2 v[0:1], v[2:3], off
	s_cbranch_vccz .LBB0_56
; %bb.54:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	v_fmac_f32_e32 v2, s8, v56
	s_mov_b32 s2, 0
	global_store_dword v[0:1], v2, off offset:8
	s_cbranch_execnz .LBB0_57
.LBB0_55:
	global_load_dwordx2 v[2:3], v[0:1], off offset:8
	v_mul_f32_e32 v4, s8, v56
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:8
	s_branch .LBB0_58
.LBB0_56:
                                        ; implicit-def: $sgpr2
	s_branch .LBB0_55
.LBB0_57:
	v_mov_b32_e32 v3, s2
.LBB0_58:
	v_mul_f32_e32 v2, s8, v60
	v_fmac_f32_e32 v2, s9, v3
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[0:1], v2, off offset:12
	s_cbranch_vccz .LBB0_61
; %bb.59:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	v_fmac_f32_e32 v2, s8, v55
	s_mov_b32 s2, 0
	global_store_dword v[0:1], v2, off offset:16
	s_cbranch_execnz .LBB0_62
.LBB0_60:
	global_load_dwordx2 v[2:3], v[0:1], off offset:16
	v_mul_f32_e32 v4, s8, v55
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:16
	s_branch .LBB0_63
.LBB0_61:
                                        ; implicit-def: $sgpr2
	s_branch .LBB0_60
.LBB0_62:
	v_mov_b32_e32 v3, s2
.LBB0_63:
	v_mul_f32_e32 v2, s8, v58
	v_fmac_f32_e32 v2, s9, v3
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[0:1], v2, off offset:20
	s_cbranch_vccz .LBB0_66
; %bb.64:
	s_brev_b32 s4, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s4, 0, v2
	v_fmac_f32_e32 v2, s8, v54
	s_mov_b32 s2, 0
	global_store_dword v[0:1], v2, off offset:24
	s_cbranch_execnz .LBB0_67
.LBB0_65:
	global_load_dwordx2 v[2:3], v[0:1], off offset:24
	v_mul_f32_e32 v4, s8, v54
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:24
	s_branch .LBB0_68
.LBB0_66:
                                        ; implicit-def: $sgpr2
	s_branch .LBB0_65
.LBB0_67:
	v_mov_b32_e32 v3, s2
.LBB0_68:
	v_mul_f32_e32 v2, s8, v57
	v_fmac_f32_e32 v2, s9, v3
	global_store_dword v[0:1], v2, off offset:28
	v_or_b32_e32 v0, 3, v6
	v_mad_i64_i32 v[0:1], s[2:3], s3, v0, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v7, v0
	v_addc_co_u32_e32 v1, vcc, v16, v1, vcc
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccz .LBB0_71
; %bb.69:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s2, 0, v2
	s_mov_b32 s4, 0
	v_fmac_f32_e32 v2, s8, v14
	s_cbranch_execnz .LBB0_72
.LBB0_70:
	global_load_dwordx2 v[4:5], v[0:1], off
	v_mul_f32_e32 v2, s8, v14
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, s9, v4
	s_branch .LBB0_73
.LBB0_71:
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $vgpr2
	s_branch .LBB0_70
.LBB0_72:
	v_mov_b32_e32 v5, s4
.LBB0_73:
	v_mul_f32_e32 v3, s8, v15
	v_fmac_f32_e32 v3, s9, v5
	s_mov_b64 vcc, s[0:1]
	global_store_dwordx2 v[0:1], v[2:3], off
	s_cbranch_vccz .LBB0_76
; %bb.74:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s2, 0, v2
	v_fmac_f32_e32 v2, s8, v12
	s_mov_b32 s4, 0
	global_store_dword v[0:1], v2, off offset:8
	s_cbranch_execnz .LBB0_77
.LBB0_75:
	global_load_dwordx2 v[2:3], v[0:1], off offset:8
	v_mul_f32_e32 v4, s8, v12
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:8
	s_branch .LBB0_78
.LBB0_76:
                                        ; implicit-def: $sgpr4
	s_branch .LBB0_75
.LBB0_77:
	v_mov_b32_e32 v3, s4
.LBB0_78:
	v_mul_f32_e32 v2, s8, v13
	v_fmac_f32_e32 v2, s9, v3
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[0:1], v2, off offset:12
	s_cbranch_vccz .LBB0_81
; %bb.79:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s2, 0, v2
	v_fmac_f32_e32 v2, s8, v10
	s_mov_b32 s4, 0
	global_store_dword v[0:1], v2, off offset:16
	s_cbranch_execnz .LBB0_82
.LBB0_80:
	global_load_dwordx2 v[2:3], v[0:1], off offset:16
	v_mul_f32_e32 v4, s8, v10
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:16
	s_branch .LBB0_83
.LBB0_81:
                                        ; implicit-def: $sgpr4
	s_branch .LBB0_80
.LBB0_82:
	v_mov_b32_e32 v3, s4
.LBB0_83:
	v_mul_f32_e32 v2, s8, v11
	v_fmac_f32_e32 v2, s9, v3
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[0:1], v2, off offset:20
	s_cbranch_vccz .LBB0_86
; %bb.84:
	s_brev_b32 s0, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s0, 0, v2
	v_fmac_f32_e32 v2, s8, v8
	s_mov_b32 s2, 0
	global_store_dword v[0:1], v2, off offset:24
	s_cbranch_execnz .LBB0_87
.LBB0_85:
	global_load_dwordx2 v[2:3], v[0:1], off offset:24
	v_mul_f32_e32 v4, s8, v8
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:24
	v_mul_f32_e32 v2, s8, v9
	v_fmac_f32_e32 v2, s9, v3
	global_store_dword v[0:1], v2, off offset:28
	s_endpgm
.LBB0_86:
                                        ; implicit-def: $sgpr2
	s_branch .LBB0_85
.LBB0_87:
	v_mov_b32_e32 v3, s2
	v_mul_f32_e32 v2, s8, v9
	v_fmac_f32_e32 v2, s9, v3
	global_store_dword v[0:1], v2, off offset:28
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 12320
		.amdhsa_private_segment_fixed_size 12
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 24
		.amdhsa_accum_offset 128
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	gemm, .Lfunc_end0-gemm
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4180
; NumSgprs: 28
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 12
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 12320 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 28
; NumVGPRsForWavesPerEU: 128
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
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
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 12320
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 1024
    .name:           gemm
    .private_segment_fixed_size: 12
    .sgpr_count:     28
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 2
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
