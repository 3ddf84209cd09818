	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	gemm                    ; -- Begin function gemm
	.globl	gemm
	.p2align	8
	.type	gemm,@function
gemm:                                   ; @gemm
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x20
	s_load_dwordx2 s[8:9], s[0:1], 0x30
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v3, 0x3ff, v0
	s_mov_b32 s15, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_gt_i32 s4, 0
	v_lshlrev_b32_e32 v4, 2, v1
	v_lshlrev_b32_e32 v5, 3, v3
	s_cbranch_scc1 .LBB0_2
; %bb.1:
	v_lshlrev_b32_e32 v0, 2, v1
	v_lshlrev_b32_e32 v2, 3, v3
	s_mov_b64 s[12:13], 0
	s_branch .LBB0_3
.LBB0_2:
	s_mov_b64 s[12:13], -1
                                        ; implicit-def: $sgpr15
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr2
.LBB0_3:                                ; %Flow157
	s_load_dwordx2 s[10:11], s[0:1], 0x10
	s_lshl_b32 s14, s3, 7
	s_andn2_b64 vcc, exec, s[12:13]
	s_lshl_b32 s2, s2, 8
	s_cbranch_vccnz .LBB0_7
; %bb.4:
	s_load_dwordx4 s[16:19], s[0:1], 0x0
	v_lshl_add_u32 v0, v1, 5, v3
	v_lshrrev_b32_e32 v2, 3, v0
	scratch_store_dword off, v4, off        ; 4-byte Folded Spill
	scratch_store_dword off, v5, off offset:4 ; 4-byte Folded Spill
	v_add_u32_e32 v4, s14, v2
	v_and_b32_e32 v6, 7, v3
	v_mad_i64_i32 v[4:5], s[0:1], s5, v4, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[16:17]
	v_lshlrev_b32_e32 v30, 2, v6
	v_mov_b32_e32 v31, 0
	v_lshl_add_u64 v[42:43], v[4:5], 0, v[30:31]
	v_lshlrev_b32_e32 v2, 2, v2
	v_mul_u32_u24_e32 v4, 0x204, v6
	s_movk_i32 s0, 0x2000
	s_ashr_i32 s3, s2, 31
	v_add3_u32 v83, v2, v4, s0
	s_ashr_i32 s1, s6, 31
	s_lshl_b64 s[12:13], s[2:3], 2
	v_mov_b32_e32 v2, 2
	s_add_u32 s12, s18, s12
	v_lshlrev_b32_sdwa v30, v2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:BYTE_0
	v_lshrrev_b32_e32 v2, 8, v0
	v_add_u32_e32 v0, 0x400, v0
	s_addc_u32 s13, s19, s13
	v_lshlrev_b32_e32 v84, 5, v3
	v_lshrrev_b32_e32 v0, 8, v0
	v_mov_b32_e32 v3, 0x2000
	v_lshl_add_u64 v[44:45], s[12:13], 0, v[30:31]
	v_lshl_or_b32 v86, v0, 10, v30
	v_lshl_add_u32 v87, v1, 4, v3
	v_mad_i64_i32 v[0:1], s[12:13], v0, s6, 0
	s_mov_b32 s0, s6
	v_lshlrev_b64 v[46:47], 2, v[0:1]
	v_mad_i64_i32 v[0:1], s[12:13], v2, s6, 0
	s_mov_b32 s5, 0
	v_lshl_or_b32 v85, v2, 10, v30
	s_lshl_b64 s[0:1], s[0:1], 5
	v_lshlrev_b64 v[48:49], 2, v[0:1]
	v_add_u32_e32 v88, 0x210, v87
	v_add_u32_e32 v89, 0xa20, v87
	v_add_u32_e32 v90, 0xc18, v87
	v_mov_b32_e32 v60, v31
	v_mov_b32_e32 v63, v31
	v_mov_b32_e32 v61, v31
	v_mov_b32_e32 v65, v31
	v_mov_b32_e32 v62, v31
	v_mov_b32_e32 v67, v31
	v_mov_b32_e32 v69, v31
	v_mov_b32_e32 v64, v31
	v_mov_b32_e32 v72, v31
	v_mov_b32_e32 v66, v31
	v_mov_b32_e32 v75, v31
	v_mov_b32_e32 v68, v31
	v_mov_b32_e32 v80, v31
	v_mov_b32_e32 v70, v31
	v_mov_b32_e32 v71, v31
	v_mov_b32_e32 v73, v31
	v_mov_b32_e32 v74, v31
	v_mov_b32_e32 v76, v31
	v_mov_b32_e32 v77, v31
	v_mov_b32_e32 v81, v31
	v_mov_b32_e32 v82, v31
	v_mov_b32_e32 v32, v31
	v_mov_b32_e32 v33, v31
	v_mov_b32_e32 v34, v31
	v_mov_b32_e32 v35, v31
	v_mov_b32_e32 v36, v31
	v_mov_b32_e32 v37, v31
	v_mov_b32_e32 v38, v31
	v_mov_b32_e32 v39, v31
	v_mov_b32_e32 v40, v31
	v_mov_b32_e32 v41, v31
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[0:1], v[44:45], 0, v[48:49]
	global_load_dword v4, v[42:43], off
	v_lshl_add_u64 v[2:3], v[44:45], 0, v[46:47]
	global_load_dword v5, v[0:1], off
	global_load_dword v6, v[2:3], off
	s_add_i32 s5, s5, 8
	v_lshl_add_u64 v[44:45], v[44:45], 0, s[0:1]
	v_lshl_add_u64 v[42:43], v[42:43], 0, 32
	s_cmp_ge_i32 s5, s4
	s_waitcnt vmcnt(2)
	ds_write_b32 v83, v4
	s_waitcnt vmcnt(1)
	ds_write_b32 v85, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v86, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[0:3], v87
	ds_read_b128 v[52:55], v84
	ds_read_b32 v78, v87 offset:516
	ds_read_b128 v[92:95], v84 offset:16
	ds_read_b128 v[16:19], v84 offset:1024
	ds_read_b128 v[8:11], v84 offset:1040
	ds_read_b64 v[58:59], v87 offset:520
	ds_read2_b64 v[96:99], v87 offset0:129 offset1:130
	ds_read_b128 v[20:23], v84 offset:2048
	ds_read_b128 v[12:15], v84 offset:2064
	ds_read2_b32 v[112:113], v88 offset1:255
	ds_read_b128 v[100:103], v84 offset:3072
	ds_read_b128 v[104:107], v84 offset:3088
	ds_read_b96 v[28:30], v87 offset:1552
	ds_read_b128 v[108:111], v87 offset:2064
	ds_read_b128 v[24:27], v84 offset:4096
	ds_read_b128 v[4:7], v84 offset:4112
	ds_read_b32 v91, v87 offset:2580
	ds_read_b64 v[50:51], v87 offset:2584
	s_waitcnt lgkmcnt(14)
	v_mov_b32_e32 v114, v3
	v_mov_b32_e32 v56, v1
	v_mov_b32_e32 v57, v2
	v_fmac_f32_e32 v82, v0, v52
	v_fmac_f32_e32 v81, v0, v53
	v_fmac_f32_e32 v77, v0, v54
	v_fmac_f32_e32 v76, v0, v55
	v_fmac_f32_e32 v68, v1, v53
	v_fmac_f32_e32 v66, v1, v55
	v_fmac_f32_e32 v62, v2, v54
	v_pk_fma_f32 v[116:117], v[114:115], v[52:53], v[38:39] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[118:119], v[114:115], v[54:55], v[36:37] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[120:121], v[114:115], v[92:93], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[94:95], v[32:33] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v32, v95
	v_mov_b32_e32 v33, v52
	v_fmac_f32_e32 v74, v0, v92
	v_fmac_f32_e32 v73, v0, v93
	v_fmac_f32_e32 v71, v0, v94
	v_fmac_f32_e32 v70, v0, v95
	v_fmac_f32_e32 v64, v1, v93
	v_fmac_f32_e32 v61, v2, v92
	v_fmac_f32_e32 v60, v2, v94
	v_pk_fma_f32 v[122:123], v[56:57], v[32:33], v[40:41]
	v_pk_mul_f32 v[52:53], v[56:57], v[52:53]
	v_pk_mul_f32 v[38:39], v[56:57], v[54:55]
	v_pk_mul_f32 v[36:37], v[56:57], v[92:93]
	v_pk_mul_f32 v[32:33], v[56:57], v[94:95]
	s_waitcnt lgkmcnt(11)
	v_mov_b32_e32 v56, v99
	v_fmac_f32_e32 v82, v78, v16
	v_fmac_f32_e32 v81, v78, v17
	v_fmac_f32_e32 v77, v78, v18
	v_fmac_f32_e32 v76, v78, v19
	v_fmac_f32_e32 v68, v58, v17
	v_fmac_f32_e32 v66, v58, v19
	v_fmac_f32_e32 v62, v59, v18
	s_waitcnt lgkmcnt(8)
	v_pk_fma_f32 v[40:41], v[112:113], v[16:17], v[116:117] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[112:113], v[18:19], v[118:119] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v74, v78, v8
	v_fmac_f32_e32 v73, v78, v9
	v_fmac_f32_e32 v71, v78, v10
	v_fmac_f32_e32 v70, v78, v11
	v_fmac_f32_e32 v64, v58, v9
	v_fmac_f32_e32 v61, v59, v8
	v_fmac_f32_e32 v60, v59, v10
	v_fmac_f32_e32 v82, v96, v20
	v_fmac_f32_e32 v81, v96, v21
	v_fmac_f32_e32 v77, v96, v22
	v_fmac_f32_e32 v76, v96, v23
	v_fmac_f32_e32 v68, v97, v21
	v_fmac_f32_e32 v66, v97, v23
	v_fmac_f32_e32 v62, v98, v22
	v_pk_fma_f32 v[40:41], v[56:57], v[20:21], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[56:57], v[22:23], v[54:55] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v92, v97
	v_mov_b32_e32 v93, v98
	v_fmac_f32_e32 v74, v96, v12
	v_fmac_f32_e32 v73, v96, v13
	v_fmac_f32_e32 v71, v96, v14
	v_fmac_f32_e32 v70, v96, v15
	v_fmac_f32_e32 v64, v97, v13
	v_fmac_f32_e32 v61, v98, v12
	v_fmac_f32_e32 v60, v98, v14
	s_waitcnt lgkmcnt(5)
	v_pk_mul_f32 v[34:35], v[28:29], v[100:101]
	v_mov_b32_e32 v95, v100
	v_fmac_f32_e32 v82, v113, v100
	v_fmac_f32_e32 v81, v113, v101
	v_fmac_f32_e32 v77, v113, v102
	v_fmac_f32_e32 v76, v113, v103
	v_fmac_f32_e32 v68, v28, v101
	v_fmac_f32_e32 v66, v28, v103
	v_fmac_f32_e32 v62, v29, v102
	v_pk_fma_f32 v[96:97], v[30:31], v[100:101], v[40:41] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[98:99], v[30:31], v[102:103], v[54:55] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[54:55], v[28:29], v[102:103]
	v_pk_fma_f32 v[100:101], v[112:113], v[8:9], v[120:121] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], v[112:113], v[10:11], v[114:115] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[100:101], v[56:57], v[12:13], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], v[56:57], v[14:15], v[102:103] op_sel_hi:[0,1,1]
	v_fmac_f32_e32 v74, v113, v104
	v_fmac_f32_e32 v73, v113, v105
	v_fmac_f32_e32 v71, v113, v106
	v_fmac_f32_e32 v70, v113, v107
	v_mov_b32_e32 v112, v11
	v_mov_b32_e32 v113, v16
	v_pk_mul_f32 v[40:41], v[28:29], v[104:105]
	v_pk_fma_f32 v[100:101], v[30:31], v[104:105], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], v[30:31], v[106:107], v[102:103] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v114, v15
	v_mov_b32_e32 v115, v20
	v_fmac_f32_e32 v64, v28, v105
	v_fmac_f32_e32 v61, v29, v104
	v_fmac_f32_e32 v60, v29, v106
	s_waitcnt lgkmcnt(4)
	v_mov_b32_e32 v104, v109
	v_mov_b32_e32 v105, v110
	v_mov_b32_e32 v30, v111
	v_pk_mul_f32 v[120:121], v[92:93], v[12:13]
	v_pk_fma_f32 v[12:13], v[58:59], v[112:113], v[122:123]
	ds_read_b128 v[0:3], v84 offset:5120
	v_mov_b32_e32 v94, v107
	v_pk_mul_f32 v[56:57], v[28:29], v[106:107]
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v82, v108, v24
	v_fmac_f32_e32 v81, v108, v25
	v_fmac_f32_e32 v77, v108, v26
	v_fmac_f32_e32 v76, v108, v27
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v74, v108, v4
	v_fmac_f32_e32 v73, v108, v5
	v_fmac_f32_e32 v71, v108, v6
	v_fmac_f32_e32 v70, v108, v7
	v_fmac_f32_e32 v68, v109, v25
	v_fmac_f32_e32 v66, v109, v27
	v_fmac_f32_e32 v64, v109, v5
	v_fmac_f32_e32 v61, v110, v4
	v_fmac_f32_e32 v60, v110, v6
	v_mov_b32_e32 v106, v7
	v_mov_b32_e32 v107, v24
	v_pk_mul_f32 v[108:109], v[58:59], v[16:17]
	v_pk_mul_f32 v[116:117], v[58:59], v[8:9]
	v_pk_mul_f32 v[118:119], v[58:59], v[10:11]
	v_pk_mul_f32 v[126:127], v[104:105], v[24:25]
	v_pk_fma_f32 v[24:25], v[30:31], v[24:25], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[30:31], v[26:27], v[98:99] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[98:99], v[104:105], v[4:5]
	v_pk_fma_f32 v[100:101], v[30:31], v[4:5], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], v[30:31], v[6:7], v[102:103] op_sel_hi:[0,1,1]
	v_pk_mul_f32 v[78:79], v[104:105], v[6:7]
	ds_read_b128 v[4:7], v84 offset:5136
	ds_read2_b64 v[8:11], v90 offset1:1
	v_pk_fma_f32 v[16:17], v[92:93], v[114:115], v[12:13]
	v_fmac_f32_e32 v62, v110, v26
	v_pk_mul_f32 v[110:111], v[58:59], v[18:19]
	v_pk_mul_f32 v[124:125], v[92:93], v[14:15]
	ds_read_b128 v[12:15], v84 offset:6144
	v_pk_fma_f32 v[28:29], v[28:29], v[94:95], v[16:17]
	ds_read_b128 v[16:19], v84 offset:6160
	ds_read2_b32 v[58:59], v89 offset1:255
	s_waitcnt lgkmcnt(5)
	v_fmac_f32_e32 v82, v91, v0
	v_fmac_f32_e32 v81, v91, v1
	v_fmac_f32_e32 v77, v91, v2
	v_fmac_f32_e32 v76, v91, v3
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v74, v91, v4
	v_fmac_f32_e32 v73, v91, v5
	v_fmac_f32_e32 v71, v91, v6
	v_fmac_f32_e32 v70, v91, v7
	s_waitcnt lgkmcnt(3)
	v_mov_b32_e32 v30, v11
	v_fmac_f32_e32 v68, v50, v1
	v_fmac_f32_e32 v66, v50, v3
	v_fmac_f32_e32 v62, v51, v2
	v_fmac_f32_e32 v64, v50, v5
	v_fmac_f32_e32 v61, v51, v4
	v_fmac_f32_e32 v60, v51, v6
	v_add_f32_e32 v11, v52, v80
	v_add_f32_e32 v67, v53, v67
	v_add_f32_e32 v75, v38, v75
	v_add_f32_e32 v65, v39, v65
	v_add_f32_e32 v72, v36, v72
	v_add_f32_e32 v63, v37, v63
	v_add_f32_e32 v31, v33, v31
	v_add_f32_e32 v32, v32, v69
	v_pk_mul_f32 v[20:21], v[92:93], v[20:21]
	v_pk_mul_f32 v[22:23], v[92:93], v[22:23]
	v_pk_mul_f32 v[26:27], v[104:105], v[26:27]
	v_pk_fma_f32 v[28:29], v[104:105], v[106:107], v[28:29]
	v_mov_b32_e32 v92, v9
	v_mov_b32_e32 v93, v10
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v82, v8, v12
	v_fmac_f32_e32 v81, v8, v13
	v_fmac_f32_e32 v77, v8, v14
	v_fmac_f32_e32 v76, v8, v15
	s_waitcnt lgkmcnt(1)
	v_fmac_f32_e32 v74, v8, v16
	v_fmac_f32_e32 v73, v8, v17
	v_fmac_f32_e32 v71, v8, v18
	v_fmac_f32_e32 v70, v8, v19
	v_fmac_f32_e32 v68, v9, v13
	v_fmac_f32_e32 v66, v9, v15
	v_fmac_f32_e32 v62, v10, v14
	v_fmac_f32_e32 v64, v9, v17
	v_fmac_f32_e32 v61, v10, v16
	v_fmac_f32_e32 v60, v10, v18
	v_mov_b32_e32 v95, v0
	v_pk_mul_f32 v[104:105], v[50:51], v[0:1]
	v_pk_mul_f32 v[52:53], v[50:51], v[2:3]
	s_waitcnt lgkmcnt(0)
	v_pk_fma_f32 v[24:25], v[58:59], v[0:1], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[96:97], v[58:59], v[2:3], v[96:97] op_sel_hi:[0,1,1]
	ds_read_b128 v[0:3], v84 offset:7168
	v_mov_b32_e32 v94, v7
	v_pk_mul_f32 v[38:39], v[50:51], v[4:5]
	v_pk_mul_f32 v[36:37], v[50:51], v[6:7]
	v_pk_fma_f32 v[100:101], v[58:59], v[4:5], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[102:103], v[58:59], v[6:7], v[102:103] op_sel_hi:[0,1,1]
	ds_read_b128 v[4:7], v84 offset:7184
	ds_read_b96 v[8:10], v87 offset:3616
	v_add_f32_e32 v11, v108, v11
	v_add_f32_e32 v33, v109, v67
	v_add_f32_e32 v58, v110, v75
	v_add_f32_e32 v65, v111, v65
	v_add_f32_e32 v67, v116, v72
	v_add_f32_e32 v63, v117, v63
	v_add_f32_e32 v69, v118, v32
	v_add_f32_e32 v31, v119, v31
	v_add_f32_e32 v11, v20, v11
	v_add_f32_e32 v72, v21, v33
	v_add_f32_e32 v58, v22, v58
	v_add_f32_e32 v65, v23, v65
	v_add_f32_e32 v67, v120, v67
	v_add_f32_e32 v63, v121, v63
	v_add_f32_e32 v69, v124, v69
	v_add_f32_e32 v31, v125, v31
	v_add_f32_e32 v11, v34, v11
	v_add_f32_e32 v34, v35, v72
	v_add_f32_e32 v35, v54, v58
	v_add_f32_e32 v58, v55, v65
	v_add_f32_e32 v40, v40, v67
	v_add_f32_e32 v41, v41, v63
	v_add_f32_e32 v56, v56, v69
	v_add_f32_e32 v31, v57, v31
	v_mov_b32_e32 v32, v19
	v_mov_b32_e32 v33, v12
	v_pk_fma_f32 v[28:29], v[50:51], v[94:95], v[28:29]
	v_add_f32_e32 v11, v126, v11
	v_add_f32_e32 v34, v127, v34
	v_add_f32_e32 v26, v26, v35
	v_add_f32_e32 v27, v27, v58
	v_add_f32_e32 v35, v98, v40
	v_add_f32_e32 v40, v99, v41
	v_add_f32_e32 v41, v78, v56
	v_add_f32_e32 v31, v79, v31
	v_pk_mul_f32 v[112:113], v[92:93], v[12:13]
	v_pk_mul_f32 v[114:115], v[92:93], v[14:15]
	v_pk_mul_f32 v[54:55], v[92:93], v[16:17]
	v_pk_mul_f32 v[116:117], v[92:93], v[18:19]
	v_pk_fma_f32 v[12:13], v[30:31], v[12:13], v[24:25] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[30:31], v[14:15], v[96:97] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[30:31], v[16:17], v[100:101] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[30:31], v[18:19], v[102:103] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[92:93], v[32:33], v[28:29]
	v_add_f32_e32 v11, v104, v11
	v_add_f32_e32 v28, v105, v34
	v_add_f32_e32 v26, v52, v26
	v_add_f32_e32 v27, v53, v27
	v_add_f32_e32 v29, v38, v35
	v_add_f32_e32 v30, v39, v40
	v_add_f32_e32 v50, v36, v41
	v_add_f32_e32 v31, v37, v31
	s_waitcnt lgkmcnt(0)
	v_pk_mul_f32 v[106:107], v[8:9], v[0:1]
	v_mov_b32_e32 v109, v0
	v_pk_mul_f32 v[110:111], v[8:9], v[2:3]
	v_mov_b32_e32 v108, v7
	v_pk_mul_f32 v[20:21], v[8:9], v[4:5]
	v_pk_mul_f32 v[22:23], v[8:9], v[6:7]
	v_fmac_f32_e32 v82, v59, v0
	v_fmac_f32_e32 v81, v59, v1
	v_fmac_f32_e32 v77, v59, v2
	v_fmac_f32_e32 v76, v59, v3
	v_fmac_f32_e32 v68, v8, v1
	v_fmac_f32_e32 v66, v8, v3
	v_fmac_f32_e32 v62, v9, v2
	v_fmac_f32_e32 v74, v59, v4
	v_fmac_f32_e32 v73, v59, v5
	v_fmac_f32_e32 v71, v59, v6
	v_fmac_f32_e32 v70, v59, v7
	v_fmac_f32_e32 v64, v8, v5
	v_fmac_f32_e32 v61, v9, v4
	v_fmac_f32_e32 v60, v9, v6
	v_pk_fma_f32 v[38:39], v[10:11], v[0:1], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[36:37], v[10:11], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[10:11], v[4:5], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[32:33], v[10:11], v[6:7], v[18:19] op_sel_hi:[0,1,1]
	v_add_f32_e32 v0, v112, v11
	v_add_f32_e32 v1, v113, v28
	v_add_f32_e32 v2, v114, v26
	v_add_f32_e32 v3, v115, v27
	v_add_f32_e32 v4, v54, v29
	v_add_f32_e32 v5, v55, v30
	v_add_f32_e32 v6, v116, v50
	v_add_f32_e32 v7, v117, v31
	v_pk_fma_f32 v[40:41], v[8:9], v[108:109], v[24:25]
	v_add_f32_e32 v80, v106, v0
	v_add_f32_e32 v67, v107, v1
	v_add_f32_e32 v75, v110, v2
	v_add_f32_e32 v65, v111, v3
	v_add_f32_e32 v72, v20, v4
	v_add_f32_e32 v63, v21, v5
	v_add_f32_e32 v69, v22, v6
	v_add_f32_e32 v31, v23, v7
	s_barrier
	s_cbranch_scc0 .LBB0_5
; %bb.6:                                ; %Flow156
	scratch_load_dword v0, off, off         ; 4-byte Folded Reload
	scratch_load_dword v2, off, off offset:4 ; 4-byte Folded Reload
	s_branch .LBB0_8
.LBB0_7:
	v_mov_b32_e32 v41, s15
	v_mov_b32_e32 v40, s15
	v_mov_b32_e32 v39, s15
	v_mov_b32_e32 v38, s15
	v_mov_b32_e32 v37, s15
	v_mov_b32_e32 v36, s15
	v_mov_b32_e32 v35, s15
	v_mov_b32_e32 v34, s15
	v_mov_b32_e32 v33, s15
	v_mov_b32_e32 v32, s15
	v_mov_b32_e32 v82, s15
	v_mov_b32_e32 v81, s15
	v_mov_b32_e32 v77, s15
	v_mov_b32_e32 v76, s15
	v_mov_b32_e32 v74, s15
	v_mov_b32_e32 v73, s15
	v_mov_b32_e32 v71, s15
	v_mov_b32_e32 v70, s15
	v_mov_b32_e32 v80, s15
	v_mov_b32_e32 v68, s15
	v_mov_b32_e32 v75, s15
	v_mov_b32_e32 v66, s15
	v_mov_b32_e32 v72, s15
	v_mov_b32_e32 v64, s15
	v_mov_b32_e32 v69, s15
	v_mov_b32_e32 v67, s15
	v_mov_b32_e32 v62, s15
	v_mov_b32_e32 v65, s15
	v_mov_b32_e32 v61, s15
	v_mov_b32_e32 v63, s15
	v_mov_b32_e32 v60, s15
	v_mov_b32_e32 v31, s15
.LBB0_8:
	s_waitcnt vmcnt(1)
	v_add_u32_e32 v8, s14, v0
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, s2, v2
	v_cmp_eq_f32_e64 s[0:1], s9, 0
	v_ashrrev_i32_e32 v1, 31, v0
	s_and_b64 s[0:1], exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[10:11]
	s_mov_b32 s4, 0
	v_mad_i64_i32 v[2:3], s[2:3], s7, v8, 0
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccz .LBB0_11
; %bb.9:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	v_fmac_f32_e32 v4, s8, v82
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	s_cbranch_execnz .LBB0_12
.LBB0_10:
	global_load_dwordx2 v[6:7], v[2:3], off
	v_mul_f32_e32 v4, s8, v82
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v6
	s_branch .LBB0_13
.LBB0_11:
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $vgpr4
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	s_branch .LBB0_10
.LBB0_12:
	v_mov_b32_e32 v7, s4
.LBB0_13:
	v_mul_f32_e32 v5, s8, v81
	v_fmac_f32_e32 v5, s9, v7
	s_mov_b64 vcc, s[0:1]
	global_store_dwordx2 v[2:3], v[4:5], off
	s_cbranch_vccz .LBB0_16
; %bb.14:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	v_fmac_f32_e32 v4, s8, v77
	s_mov_b32 s4, 0
	global_store_dword v[2:3], v4, off offset:8
	s_cbranch_execnz .LBB0_17
.LBB0_15:
	global_load_dwordx2 v[4:5], v[2:3], off offset:8
	v_mul_f32_e32 v6, s8, v77
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, s9, v4
	global_store_dword v[2:3], v6, off offset:8
	s_branch .LBB0_18
.LBB0_16:
                                        ; implicit-def: $sgpr4
	s_branch .LBB0_15
.LBB0_17:
	v_mov_b32_e32 v5, s4
.LBB0_18:
	v_mul_f32_e32 v4, s8, v76
	v_fmac_f32_e32 v4, s9, v5
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[2:3], v4, off offset:12
	s_cbranch_vccz .LBB0_21
; %bb.19:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	v_fmac_f32_e32 v4, s8, v74
	s_mov_b32 s4, 0
	global_store_dword v[2:3], v4, off offset:16
	s_cbranch_execnz .LBB0_22
.LBB0_20:
	global_load_dwordx2 v[4:5], v[2:3], off offset:16
	v_mul_f32_e32 v6, s8, v74
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, s9, v4
	global_store_dword v[2:3], v6, off offset:16
	s_branch .LBB0_23
.LBB0_21:
                                        ; implicit-def: $sgpr4
	s_branch .LBB0_20
.LBB0_22:
	v_mov_b32_e32 v5, s4
.LBB0_23:
	v_mul_f32_e32 v4, s8, v73
	v_fmac_f32_e32 v4, s9, v5
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[2:3], v4, off offset:20
	s_cbranch_vccz .LBB0_26
; %bb.24:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	v_fmac_f32_e32 v4, s8, v71
	s_mov_b32 s4, 0
	global_store_dword v[2:3], v4, off offset:24
	s_cbranch_execnz .LBB0_27
.LBB0_25:
	global_load_dwordx2 v[4:5], v[2:3], off offset:24
	v_mul_f32_e32 v6, s8, v71
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, s9, v4
	global_store_dword v[2:3], v6, off offset:24
	s_branch .LBB0_28
.LBB0_26:
                                        ; implicit-def: $sgpr4
	s_branch .LBB0_25
.LBB0_27:
	v_mov_b32_e32 v5, s4
.LBB0_28:
	v_mul_f32_e32 v4, s8, v70
	v_fmac_f32_e32 v4, s9, v5
	global_store_dword v[2:3], v4, off offset:28
	v_or_b32_e32 v2, 1, v8
	v_mad_i64_i32 v[2:3], s[2:3], s7, v2, 0
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccz .LBB0_31
; %bb.29:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	s_mov_b32 s4, 0
	v_fmac_f32_e32 v4, s8, v80
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	s_cbranch_execnz .LBB0_32
.LBB0_30:
	global_load_dwordx2 v[6:7], v[2:3], off
	v_mul_f32_e32 v4, s8, v80
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v6
	s_branch .LBB0_33
.LBB0_31:
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $vgpr4
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	s_branch .LBB0_30
.LBB0_32:
	v_mov_b32_e32 v7, s4
.LBB0_33:
	v_mul_f32_e32 v5, s8, v68
	v_fmac_f32_e32 v5, s9, v7
	s_mov_b64 vcc, s[0:1]
	global_store_dwordx2 v[2:3], v[4:5], off
	s_cbranch_vccz .LBB0_36
; %bb.34:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	v_fmac_f32_e32 v4, s8, v75
	s_mov_b32 s4, 0
	global_store_dword v[2:3], v4, off offset:8
	s_cbranch_execnz .LBB0_37
.LBB0_35:
	global_load_dwordx2 v[4:5], v[2:3], off offset:8
	v_mul_f32_e32 v6, s8, v75
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, s9, v4
	global_store_dword v[2:3], v6, off offset:8
	s_branch .LBB0_38
.LBB0_36:
                                        ; implicit-def: $sgpr4
	s_branch .LBB0_35
.LBB0_37:
	v_mov_b32_e32 v5, s4
.LBB0_38:
	v_mul_f32_e32 v4, s8, v66
	v_fmac_f32_e32 v4, s9, v5
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[2:3], v4, off offset:12
	s_cbranch_vccz .LBB0_41
; %bb.39:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	v_fmac_f32_e32 v4, s8, v72
	s_mov_b32 s4, 0
	global_store_dword v[2:3], v4, off offset:16
	s_cbranch_execnz .LBB0_42
.LBB0_40:
	global_load_dwordx2 v[4:5], v[2:3], off offset:16
	v_mul_f32_e32 v6, s8, v72
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, s9, v4
	global_store_dword v[2:3], v6, off offset:16
	s_branch .LBB0_43
.LBB0_41:
                                        ; implicit-def: $sgpr4
	s_branch .LBB0_40
.LBB0_42:
	v_mov_b32_e32 v5, s4
.LBB0_43:
	v_mul_f32_e32 v4, s8, v64
	v_fmac_f32_e32 v4, s9, v5
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[2:3], v4, off offset:20
	s_cbranch_vccz .LBB0_46
; %bb.44:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	v_fmac_f32_e32 v4, s8, v69
	s_mov_b32 s4, 0
	global_store_dword v[2:3], v4, off offset:24
	s_cbranch_execnz .LBB0_47
.LBB0_45:
	global_load_dwordx2 v[4:5], v[2:3], off offset:24
	v_mul_f32_e32 v6, s8, v69
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, s9, v4
	global_store_dword v[2:3], v6, off offset:24
	s_branch .LBB0_48
.LBB0_46:
                                        ; implicit-def: $sgpr4
	s_branch .LBB0_45
.LBB0_47:
	v_mov_b32_e32 v5, s4
.LBB0_48:
	v_mul_f32_e32 v4, s8, v40
	v_fmac_f32_e32 v4, s9, v5
	global_store_dword v[2:3], v4, off offset:28
	v_or_b32_e32 v2, 2, v8
	v_mad_i64_i32 v[2:3], s[2:3], s7, v2, 0
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccz .LBB0_51
; %bb.49:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	s_mov_b32 s4, 0
	v_fmac_f32_e32 v4, s8, v41
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	s_cbranch_execnz .LBB0_52
.LBB0_50:
	global_load_dwordx2 v[6:7], v[2:3], off
	v_mul_f32_e32 v4, s8, v41
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v6
	s_branch .LBB0_53
.LBB0_51:
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $vgpr4
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	s_branch .LBB0_50
.LBB0_52:
	v_mov_b32_e32 v7, s4
.LBB0_53:
	v_mul_f32_e32 v5, s8, v67
	v_fmac_f32_e32 v5, s9, v7
	s_mov_b64 vcc, s[0:1]
	global_store_dwordx2 v[2:3], v[4:5], off
	s_cbranch_vccz .LBB0_56
; %bb.54:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	v_fmac_f32_e32 v4, s8, v62
	s_mov_b32 s4, 0
	global_store_dword v[2:3], v4, off offset:8
	s_cbranch_execnz .LBB0_57
.LBB0_55:
	global_load_dwordx2 v[4:5], v[2:3], off offset:8
	v_mul_f32_e32 v6, s8, v62
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, s9, v4
	global_store_dword v[2:3], v6, off offset:8
	s_branch .LBB0_58
.LBB0_56:
                                        ; implicit-def: $sgpr4
	s_branch .LBB0_55
.LBB0_57:
	v_mov_b32_e32 v5, s4
.LBB0_58:
	v_mul_f32_e32 v4, s8, v65
	v_fmac_f32_e32 v4, s9, v5
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[2:3], v4, off offset:12
	s_cbranch_vccz .LBB0_61
; %bb.59:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	v_fmac_f32_e32 v4, s8, v61
	s_mov_b32 s4, 0
	global_store_dword v[2:3], v4, off offset:16
	s_cbranch_execnz .LBB0_62
.LBB0_60:
	global_load_dwordx2 v[4:5], v[2:3], off offset:16
	v_mul_f32_e32 v6, s8, v61
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, s9, v4
	global_store_dword v[2:3], v6, off offset:16
	s_branch .LBB0_63
.LBB0_61:
                                        ; implicit-def: $sgpr4
	s_branch .LBB0_60
.LBB0_62:
	v_mov_b32_e32 v5, s4
.LBB0_63:
	v_mul_f32_e32 v4, s8, v63
	v_fmac_f32_e32 v4, s9, v5
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[2:3], v4, off offset:20
	s_cbranch_vccz .LBB0_66
; %bb.64:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v4, s9
	v_bfi_b32 v4, s2, 0, v4
	v_fmac_f32_e32 v4, s8, v60
	s_mov_b32 s4, 0
	global_store_dword v[2:3], v4, off offset:24
	s_cbranch_execnz .LBB0_67
.LBB0_65:
	global_load_dwordx2 v[4:5], v[2:3], off offset:24
	v_mul_f32_e32 v6, s8, v60
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, s9, v4
	global_store_dword v[2:3], v6, off offset:24
	s_branch .LBB0_68
.LBB0_66:
                                        ; implicit-def: $sgpr4
	s_branch .LBB0_65
.LBB0_67:
	v_mov_b32_e32 v5, s4
.LBB0_68:
	v_mul_f32_e32 v4, s8, v31
	v_fmac_f32_e32 v4, s9, v5
	global_store_dword v[2:3], v4, off offset:28
	v_or_b32_e32 v2, 3, v8
	v_mad_i64_i32 v[4:5], s[2:3], s7, v2, 0
	s_mov_b64 vcc, s[0:1]
	s_cbranch_vccz .LBB0_71
; %bb.69:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s2, 0, v2
	s_mov_b32 s4, 0
	v_fmac_f32_e32 v2, s8, v38
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	s_cbranch_execnz .LBB0_72
.LBB0_70:
	global_load_dwordx2 v[4:5], v[0:1], off
	v_mul_f32_e32 v2, s8, v38
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, s9, v4
	s_branch .LBB0_73
.LBB0_71:
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $vgpr2
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	s_branch .LBB0_70
.LBB0_72:
	v_mov_b32_e32 v5, s4
.LBB0_73:
	v_mul_f32_e32 v3, s8, v39
	v_fmac_f32_e32 v3, s9, v5
	s_mov_b64 vcc, s[0:1]
	global_store_dwordx2 v[0:1], v[2:3], off
	s_cbranch_vccz .LBB0_76
; %bb.74:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s2, 0, v2
	v_fmac_f32_e32 v2, s8, v36
	s_mov_b32 s4, 0
	global_store_dword v[0:1], v2, off offset:8
	s_cbranch_execnz .LBB0_77
.LBB0_75:
	global_load_dwordx2 v[2:3], v[0:1], off offset:8
	v_mul_f32_e32 v4, s8, v36
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
	v_mul_f32_e32 v2, s8, v37
	v_fmac_f32_e32 v2, s9, v3
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[0:1], v2, off offset:12
	s_cbranch_vccz .LBB0_81
; %bb.79:
	s_brev_b32 s2, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s2, 0, v2
	v_fmac_f32_e32 v2, s8, v34
	s_mov_b32 s4, 0
	global_store_dword v[0:1], v2, off offset:16
	s_cbranch_execnz .LBB0_82
.LBB0_80:
	global_load_dwordx2 v[2:3], v[0:1], off offset:16
	v_mul_f32_e32 v4, s8, v34
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
	v_mul_f32_e32 v2, s8, v35
	v_fmac_f32_e32 v2, s9, v3
	s_mov_b64 vcc, s[0:1]
	global_store_dword v[0:1], v2, off offset:20
	s_cbranch_vccz .LBB0_86
; %bb.84:
	s_brev_b32 s0, -2
	v_mov_b32_e32 v2, s9
	v_bfi_b32 v2, s0, 0, v2
	v_fmac_f32_e32 v2, s8, v32
	s_mov_b32 s2, 0
	global_store_dword v[0:1], v2, off offset:24
	s_cbranch_execnz .LBB0_87
.LBB0_85:
	global_load_dwordx2 v[2:3], v[0:1], off offset:24
	v_mul_f32_e32 v4, s8, v32
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v4, s9, v2
	global_store_dword v[0:1], v4, off offset:24
	v_mul_f32_e32 v2, s8, v33
	v_fmac_f32_e32 v2, s9, v3
	global_store_dword v[0:1], v2, off offset:28
	s_endpgm
.LBB0_86:
                                        ; implicit-def: $sgpr2
	s_branch .LBB0_85
.LBB0_87:
	v_mov_b32_e32 v3, s2
	v_mul_f32_e32 v2, s8, v33
	v_fmac_f32_e32 v2, s9, v3
	global_store_dword v[0:1], v2, off offset:28
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm
		.amdhsa_group_segment_fixed_size 12320
		.amdhsa_private_segment_fixed_size 12
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 128
		.amdhsa_reserve_vcc 1
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
; codeLenInByte = 4132
; NumSgprs: 26
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
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 128
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 2
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
