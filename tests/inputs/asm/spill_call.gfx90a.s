	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.hidden	dot4                            ; -- Begin function dot4
	.globl	dot4
	.p2align	2
	.type	dot4,@function
dot4:                                   ; @dot4
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_cmp_lt_i32_e32 vcc, 0, v2
	v_mov_b32_e32 v3, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.1:
	global_load_dword v4, v[0:1], off
	v_add_co_u32_e32 v0, vcc, 4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v3, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v5, v[0:1], off
	v_add_co_u32_e32 v0, vcc, 4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_add_u32_e32 v2, -1, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v4, v5
	v_mov_b32_e32 v4, v5
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_2
; %bb.3:                                ; %Flow
	s_or_b64 exec, exec, s[6:7]
.LBB0_4:                                ; %Flow2
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v0, v3
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	dot4, .Lfunc_end0-dot4
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 108
; NumSgprs: 36
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	spilly                  ; -- Begin function spilly
	.globl	spilly
	.p2align	8
	.type	spilly,@function
spilly:                                 ; @spilly
; %bb.0:
	s_add_u32 flat_scratch_lo, s10, s15
	s_addc_u32 flat_scratch_hi, s11, 0
	s_load_dwordx4 s[36:39], s[6:7], 0x0
	s_load_dword s33, s[6:7], 0x10
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[10:11], s[8:9]
	s_add_u32 s8, s6, 24
	s_addc_u32 s9, s7, 0
	v_mov_b32_e32 v31, v0
	v_mov_b32_e32 v0, 0
	s_movk_i32 s32, 0x800
	s_getpc_b64 s[6:7]
	s_add_u32 s6, s6, _Z13get_global_idj@rel32@lo+4
	s_addc_u32 s7, s7, _Z13get_global_idj@rel32@hi+12
	s_mov_b32 s34, 0
	s_swappc_b64 s[30:31], s[6:7]
	v_mov_b32_e32 v17, v0
	v_add_co_u32_e64 v0, vcc, 0, 0
	v_addc_co_u32_e64 v16, s[4:5], 64, v17, vcc
	v_mov_b32_e32 v1, v16
	v_ashrrev_i64 v[2:3], 30, v[0:1]
	v_mov_b32_e32 v1, s39
	v_add_co_u32_e64 v2, s[4:5], s38, v2
	v_addc_co_u32_e64 v3, s[4:5], v1, v3, s[4:5]
	v_accvgpr_write_b32 a2, v2
	v_mov_b32_e32 v1, 0x80
	v_accvgpr_write_b32 a3, v3
	v_addc_co_u32_e64 v2, s[4:5], v17, v1, vcc
	buffer_store_dword v2, off, s[0:3], 0 offset:8 ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v3, off, s[0:3], 0 offset:12 ; 4-byte Folded Spill
	v_mov_b32_e32 v12, s39
	v_mov_b32_e32 v13, s39
	s_cmp_lt_i32 s33, 1
	v_mov_b32_e32 v1, v2
	v_ashrrev_i64 v[4:5], 30, v[0:1]
	v_mov_b32_e32 v1, s39
	v_add_co_u32_e64 v2, s[4:5], s38, v4
	v_addc_co_u32_e64 v3, s[4:5], v1, v5, s[4:5]
	v_mov_b32_e32 v1, 0xc0
	v_addc_co_u32_e64 v4, s[4:5], v17, v1, vcc
	v_mov_b32_e32 v1, v4
	v_ashrrev_i64 v[6:7], 30, v[0:1]
	v_accvgpr_write_b32 a4, v4
	v_mov_b32_e32 v1, s39
	v_add_co_u32_e64 v4, s[4:5], s38, v6
	v_addc_co_u32_e64 v5, s[4:5], v1, v7, s[4:5]
	v_accvgpr_write_b32 a9, v5
	v_mov_b32_e32 v1, 0x100
	v_accvgpr_write_b32 a8, v4
	v_addc_co_u32_e64 v4, s[4:5], v17, v1, vcc
	v_mov_b32_e32 v1, v4
	v_ashrrev_i64 v[8:9], 30, v[0:1]
	v_accvgpr_write_b32 a6, v4
	v_mov_b32_e32 v1, s39
	v_add_co_u32_e64 v4, s[4:5], s38, v8
	v_addc_co_u32_e64 v5, s[4:5], v1, v9, s[4:5]
	v_mov_b32_e32 v1, 0x140
	v_addc_co_u32_e64 v6, s[4:5], v17, v1, vcc
	v_mov_b32_e32 v1, v6
	v_ashrrev_i64 v[10:11], 30, v[0:1]
	v_accvgpr_write_b32 a10, v6
	v_add_co_u32_e64 v6, s[4:5], s38, v10
	v_addc_co_u32_e64 v7, s[4:5], v12, v11, s[4:5]
	v_accvgpr_write_b32 a13, v7
	v_mov_b32_e32 v1, 0x180
	v_accvgpr_write_b32 a12, v6
	v_addc_co_u32_e64 v6, s[4:5], v17, v1, vcc
	v_mov_b32_e32 v1, v6
	v_ashrrev_i64 v[14:15], 30, v[0:1]
	v_accvgpr_write_b32 a14, v6
	v_add_co_u32_e64 v6, s[4:5], s38, v14
	v_mov_b32_e32 v1, 0x1c0
	v_addc_co_u32_e64 v7, s[4:5], v12, v15, s[4:5]
	v_addc_co_u32_e64 v8, s[4:5], v17, v1, vcc
	v_mov_b32_e32 v1, v8
	v_ashrrev_i64 v[14:15], 30, v[0:1]
	v_accvgpr_write_b32 a20, v8
	v_add_co_u32_e64 v8, s[4:5], s38, v14
	v_addc_co_u32_e64 v9, s[4:5], v12, v15, s[4:5]
	v_accvgpr_write_b32 a17, v9
	v_mov_b32_e32 v1, 0x200
	v_accvgpr_write_b32 a16, v8
	v_addc_co_u32_e64 v8, s[4:5], v17, v1, vcc
	v_mov_b32_e32 v1, v8
	v_ashrrev_i64 v[14:15], 30, v[0:1]
	v_accvgpr_write_b32 a22, v8
	v_add_co_u32_e64 v8, s[4:5], s38, v14
	v_mov_b32_e32 v1, 0x240
	v_addc_co_u32_e64 v9, s[4:5], v12, v15, s[4:5]
	v_addc_co_u32_e64 v10, s[4:5], v17, v1, vcc
	v_mov_b32_e32 v1, v10
	v_ashrrev_i64 v[14:15], 30, v[0:1]
	v_add_co_u32_e64 v22, s[4:5], s38, v14
	v_mov_b32_e32 v1, 0x280
	v_accvgpr_write_b32 a18, v10
	v_addc_co_u32_e64 v23, s[4:5], v12, v15, s[4:5]
	v_addc_co_u32_e64 v10, s[4:5], v17, v1, vcc
	v_mov_b32_e32 v1, v10
	v_ashrrev_i64 v[14:15], 30, v[0:1]
	v_mov_b32_e32 v1, 0x2c0
	v_addc_co_u32_e32 v20, vcc, v17, v1, vcc
	v_mov_b32_e32 v1, v20
	v_ashrrev_i64 v[0:1], 30, v[0:1]
	v_add_co_u32_e32 v18, vcc, s38, v0
	v_accvgpr_write_b32 a0, v10
	v_add_co_u32_e64 v10, s[4:5], s38, v14
	v_addc_co_u32_e32 v19, vcc, v13, v1, vcc
	v_ashrrev_i32_e32 v1, 31, v17
	v_mov_b32_e32 v0, v17
	v_addc_co_u32_e64 v11, s[4:5], v12, v15, s[4:5]
	v_lshlrev_b64 v[12:13], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s38, v12
	buffer_store_dword v12, off, s[0:3], 0  ; 4-byte Folded Spill
	s_waitcnt vmcnt(0)
	buffer_store_dword v13, off, s[0:3], 0 offset:4 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, s39
	v_ashrrev_i32_e32 v21, 31, v20
	s_mov_b32 s4, 30
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	v_accvgpr_read_b32 v13, a3
	v_accvgpr_read_b32 v12, a2
	global_load_dword v0, v[0:1], off
	s_nop 0
	global_load_dword v1, v[12:13], off
	s_nop 0
	global_load_dword v2, v[2:3], off
	v_accvgpr_read_b32 v13, a9
	v_accvgpr_read_b32 v12, a8
	global_load_dword v3, v[12:13], off
	s_nop 0
	global_load_dword v4, v[4:5], off
	v_accvgpr_read_b32 v12, a12
	v_accvgpr_read_b32 v13, a13
	global_load_dword v5, v[12:13], off
	s_nop 0
	global_load_dword v6, v[6:7], off
	v_accvgpr_read_b32 v12, a16
	v_accvgpr_read_b32 v13, a17
	global_load_dword v7, v[12:13], off
	s_nop 0
	global_load_dword v8, v[8:9], off
	s_nop 0
	buffer_load_dword v14, off, s[0:3], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[0:3], 0 offset:12 ; 4-byte Folded Reload
	global_load_dword v9, v[22:23], off
	s_nop 0
	global_load_dword v10, v[10:11], off
	s_nop 0
	global_load_dword v11, v[18:19], off
	v_mov_b32_e32 v12, v16
	v_ashrrev_i32_e32 v13, 31, v12
	v_accvgpr_write_b32 a8, v12
	v_accvgpr_write_b32 a9, v13
	v_accvgpr_read_b32 v12, a6
	v_ashrrev_i32_e32 v13, 31, v12
	v_accvgpr_write_b32 a6, v12
	v_accvgpr_write_b32 a7, v13
	v_accvgpr_read_b32 v12, a10
	v_ashrrev_i32_e32 v13, 31, v12
	v_accvgpr_write_b32 a2, v12
	v_accvgpr_write_b32 a3, v13
	v_accvgpr_read_b32 v12, a14
	v_accvgpr_read_b32 v22, a4
	v_ashrrev_i32_e32 v13, 31, v12
	v_accvgpr_write_b32 a4, v12
	v_accvgpr_write_b32 a5, v13
	v_accvgpr_read_b32 v12, a20
	v_ashrrev_i32_e32 v13, 31, v12
	v_mov_b32_e32 v16, 0
	v_accvgpr_write_b32 a21, v13
	v_accvgpr_write_b32 a12, v16
	v_accvgpr_write_b32 a20, v12
	v_accvgpr_read_b32 v12, a18
	v_accvgpr_write_b32 a13, v17
	v_accvgpr_read_b32 v16, a22
	v_ashrrev_i32_e32 v13, 31, v12
	v_accvgpr_write_b32 a10, v12
	v_accvgpr_read_b32 v18, a0
	v_accvgpr_write_b32 a14, v20
	v_ashrrev_i32_e32 v23, 31, v22
	v_ashrrev_i32_e32 v17, 31, v16
	v_accvgpr_write_b32 a11, v13
	v_ashrrev_i32_e32 v19, 31, v18
	v_accvgpr_write_b32 a15, v21
	s_waitcnt vmcnt(3)
	v_ashrrev_i32_e32 v15, 31, v14
	v_accvgpr_write_b32 a17, v15
	v_accvgpr_write_b32 a16, v14
	s_cbranch_scc1 .LBB1_3
; %bb.1:                                ; %.preheader
	s_mov_b32 s5, 55
	s_mov_b32 s6, 50
	s_mov_b32 s7, 45
	s_mov_b32 s8, 40
	s_mov_b32 s9, 35
	s_mov_b32 s10, 25
	s_mov_b32 s11, 20
	s_mov_b32 s12, 15
	s_mov_b32 s13, 10
	s_mov_b32 s14, 5
	v_mov_b32_e32 v14, 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	s_mul_hi_u32 s25, s14, 0xaaaaaaab
	s_mul_hi_u32 s26, s34, 0xaaaaaaab
	s_mul_hi_u32 s24, s13, 0xaaaaaaab
	s_lshr_b32 s25, s25, 3
	s_lshr_b32 s26, s26, 3
	s_mul_hi_u32 s23, s12, 0xaaaaaaab
	s_lshr_b32 s24, s24, 3
	s_mul_i32 s25, s25, 12
	s_mul_i32 s26, s26, -12
	s_mul_hi_u32 s22, s11, 0xaaaaaaab
	s_lshr_b32 s23, s23, 3
	s_mul_i32 s24, s24, 12
	s_add_i32 s26, s34, s26
	s_sub_i32 s25, s34, s25
	s_mul_hi_u32 s21, s10, 0xaaaaaaab
	s_lshr_b32 s22, s22, 3
	s_mul_i32 s23, s23, 12
	s_sub_i32 s24, s34, s24
	s_waitcnt vmcnt(0)
	s_set_gpr_idx_on s26, gpr_idx(SRC0)
	v_mov_b32_e32 v12, v0
	s_set_gpr_idx_off
	s_add_i32 s25, s25, 5
	s_mul_hi_u32 s20, s4, 0xaaaaaaab
	s_lshr_b32 s21, s21, 3
	s_mul_i32 s22, s22, 12
	s_sub_i32 s23, s34, s23
	s_add_i32 s24, s24, 10
	v_fmac_f32_e32 v12, v14, v0
	s_set_gpr_idx_on s25, gpr_idx(SRC0)
	v_mov_b32_e32 v13, v0
	s_set_gpr_idx_off
	s_mul_hi_u32 s19, s9, 0xaaaaaaab
	s_lshr_b32 s20, s20, 3
	s_mul_i32 s21, s21, 12
	s_sub_i32 s22, s34, s22
	s_add_i32 s23, s23, 15
	v_fmac_f32_e32 v13, v12, v1
	s_set_gpr_idx_on s24, gpr_idx(SRC0)
	v_mov_b32_e32 v12, v0
	s_set_gpr_idx_off
	s_mul_hi_u32 s18, s8, 0xaaaaaaab
	s_lshr_b32 s19, s19, 3
	s_mul_i32 s20, s20, 12
	s_sub_i32 s21, s34, s21
	s_add_i32 s22, s22, 20
	v_fmac_f32_e32 v12, v13, v2
	s_set_gpr_idx_on s23, gpr_idx(SRC0)
	v_mov_b32_e32 v13, v0
	s_set_gpr_idx_off
	s_mul_hi_u32 s17, s7, 0xaaaaaaab
	s_lshr_b32 s18, s18, 3
	s_mul_i32 s19, s19, 12
	s_sub_i32 s20, s34, s20
	s_add_i32 s21, s21, 25
	v_fmac_f32_e32 v13, v12, v3
	s_set_gpr_idx_on s22, gpr_idx(SRC0)
	v_mov_b32_e32 v12, v0
	s_set_gpr_idx_off
	s_mul_hi_u32 s16, s6, 0xaaaaaaab
	s_lshr_b32 s17, s17, 3
	s_mul_i32 s18, s18, 12
	s_sub_i32 s19, s34, s19
	s_add_i32 s20, s20, 30
	v_fmac_f32_e32 v12, v13, v4
	s_set_gpr_idx_on s21, gpr_idx(SRC0)
	v_mov_b32_e32 v13, v0
	s_set_gpr_idx_off
	s_mul_hi_u32 s15, s5, 0xaaaaaaab
	s_lshr_b32 s16, s16, 3
	s_mul_i32 s17, s17, 12
	s_sub_i32 s18, s34, s18
	s_add_i32 s19, s19, 35
	v_fmac_f32_e32 v13, v12, v5
	s_set_gpr_idx_on s20, gpr_idx(SRC0)
	v_mov_b32_e32 v12, v0
	s_set_gpr_idx_off
	s_lshr_b32 s15, s15, 3
	s_mul_i32 s16, s16, 12
	s_sub_i32 s17, s34, s17
	s_add_i32 s18, s18, 40
	v_fmac_f32_e32 v12, v13, v6
	s_set_gpr_idx_on s19, gpr_idx(SRC0)
	v_mov_b32_e32 v13, v0
	s_set_gpr_idx_off
	s_mul_i32 s15, s15, 12
	s_sub_i32 s16, s34, s16
	s_add_i32 s17, s17, 45
	v_fmac_f32_e32 v13, v12, v7
	s_set_gpr_idx_on s18, gpr_idx(SRC0)
	v_mov_b32_e32 v12, v0
	s_set_gpr_idx_off
	s_sub_i32 s15, s34, s15
	s_add_i32 s16, s16, 50
	v_fmac_f32_e32 v12, v13, v8
	s_set_gpr_idx_on s17, gpr_idx(SRC0)
	v_mov_b32_e32 v13, v0
	s_set_gpr_idx_off
	s_add_i32 s15, s15, 55
	v_fmac_f32_e32 v13, v12, v9
	s_set_gpr_idx_on s16, gpr_idx(SRC0)
	v_mov_b32_e32 v12, v0
	s_set_gpr_idx_off
	s_add_i32 s5, s5, 1
	s_add_i32 s6, s6, 1
	s_add_i32 s7, s7, 1
	s_add_i32 s8, s8, 1
	s_add_i32 s9, s9, 1
	s_add_i32 s4, s4, 1
	s_add_i32 s10, s10, 1
	s_add_i32 s11, s11, 1
	s_add_i32 s12, s12, 1
	s_add_i32 s13, s13, 1
	s_add_i32 s14, s14, 1
	s_add_i32 s34, s34, 1
	v_fmac_f32_e32 v12, v13, v10
	s_set_gpr_idx_on s15, gpr_idx(SRC0)
	v_mov_b32_e32 v14, v0
	s_set_gpr_idx_off
	s_cmp_lg_u32 s33, s34
	v_fmac_f32_e32 v14, v12, v11
	s_cbranch_scc1 .LBB1_2
	s_branch .LBB1_4
.LBB1_3:
	v_accvgpr_read_b32 v12, a12
	v_accvgpr_read_b32 v13, a13
	v_mov_b32_e32 v14, v12
.LBB1_4:
	buffer_load_dword v20, off, s[0:3], 0   ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[0:3], 0 offset:4 ; 4-byte Folded Reload
	v_mov_b32_e32 v13, s37
	v_mul_f32_e32 v0, v14, v0
	v_mul_f32_e32 v2, v14, v2
	s_getpc_b64 s[4:5]
	s_add_u32 s4, s4, dot4@rel32@lo+4
	s_addc_u32 s5, s5, dot4@rel32@hi+12
	s_waitcnt vmcnt(0)
	v_add_co_u32_e32 v12, vcc, s36, v20
	v_addc_co_u32_e32 v13, vcc, v13, v21, vcc
	global_store_dword v[12:13], v0, off
	v_accvgpr_read_b32 v13, a9
	v_accvgpr_read_b32 v12, a8
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_mov_b32_e32 v0, s37
	v_add_co_u32_e32 v12, vcc, s36, v12
	v_addc_co_u32_e32 v13, vcc, v0, v13, vcc
	v_mul_f32_e32 v0, v14, v1
	global_store_dword v[12:13], v0, off
	v_accvgpr_read_b32 v0, a16
	v_accvgpr_read_b32 v1, a17
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v12, s37
	v_add_co_u32_e32 v0, vcc, s36, v0
	v_addc_co_u32_e32 v1, vcc, v12, v1, vcc
	global_store_dword v[0:1], v2, off
	v_lshlrev_b64 v[0:1], 2, v[22:23]
	v_mov_b32_e32 v2, s37
	v_add_co_u32_e32 v0, vcc, s36, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mul_f32_e32 v2, v14, v3
	global_store_dword v[0:1], v2, off
	v_accvgpr_read_b32 v0, a6
	v_accvgpr_read_b32 v1, a7
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s37
	v_add_co_u32_e32 v0, vcc, s36, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mul_f32_e32 v2, v14, v4
	global_store_dword v[0:1], v2, off
	v_accvgpr_read_b32 v0, a2
	v_accvgpr_read_b32 v1, a3
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s37
	v_add_co_u32_e32 v0, vcc, s36, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mul_f32_e32 v2, v14, v5
	global_store_dword v[0:1], v2, off
	v_accvgpr_read_b32 v0, a4
	v_accvgpr_read_b32 v1, a5
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s37
	v_add_co_u32_e32 v0, vcc, s36, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mul_f32_e32 v2, v14, v6
	global_store_dword v[0:1], v2, off
	v_accvgpr_read_b32 v0, a20
	v_accvgpr_read_b32 v1, a21
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s37
	v_add_co_u32_e32 v0, vcc, s36, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mul_f32_e32 v2, v14, v7
	global_store_dword v[0:1], v2, off
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_mov_b32_e32 v2, s37
	v_add_co_u32_e32 v0, vcc, s36, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mul_f32_e32 v2, v14, v8
	global_store_dword v[0:1], v2, off
	v_accvgpr_read_b32 v0, a10
	v_accvgpr_read_b32 v1, a11
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s37
	v_add_co_u32_e32 v0, vcc, s36, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mul_f32_e32 v2, v14, v9
	global_store_dword v[0:1], v2, off
	v_lshlrev_b64 v[0:1], 2, v[18:19]
	v_mov_b32_e32 v2, s37
	v_add_co_u32_e32 v0, vcc, s36, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	v_mul_f32_e32 v2, v14, v10
	global_store_dword v[0:1], v2, off
	v_accvgpr_read_b32 v0, a14
	v_accvgpr_read_b32 v1, a15
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s37
	v_add_co_u32_e32 v0, vcc, s36, v0
	v_mul_f32_e32 v2, v14, v11
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	global_store_dword v[0:1], v2, off
	v_mov_b32_e32 v0, s38
	v_mov_b32_e32 v1, s39
	v_mov_b32_e32 v2, s33
	s_swappc_b64 s[30:31], s[4:5]
	v_accvgpr_read_b32 v17, a13
	v_accvgpr_read_b32 v16, a12
	v_ashrrev_i64 v[2:3], 30, v[16:17]
	v_mov_b32_e32 v1, s37
	v_add_co_u32_e32 v2, vcc, s36, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v1, v[2:3], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v0, v0, v1
	global_store_dword v[2:3], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel spilly
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 55
		.amdhsa_next_free_sgpr 40
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
.Lfunc_end1:
	.size	spilly, .Lfunc_end1-spilly
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2492
; NumSgprs: 46
; NumVgprs: 32
; NumAgprs: 23
; TotalNumVgprs: 55
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 55
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.hidden	_Z13get_global_idj
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     23
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           spilly
    .private_segment_fixed_size: 32
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         spilly.kd
    .uses_dynamic_stack: true
    .vgpr_count:     55
    .vgpr_spill_count: 4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
