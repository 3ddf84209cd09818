	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.protected	softmax_fwd             ; -- Begin function softmax_fwd
	.globl	softmax_fwd
	.p2align	8
	.type	softmax_fwd,@function
softmax_fwd:                            ; @softmax_fwd
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_lshl_or_b32 v0, s2, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB0_13
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_mad_i64_i32 v[0:1], s[0:1], s9, v0, 0
	s_cmp_gt_i32 s9, 0
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lt_i32 s9, 1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[4:5]
	s_cbranch_scc1 .LBB0_5
; %bb.2:                                ; %.preheader
	s_mov_b32 s2, s9
	v_mov_b32_e32 v7, 0xff800000
	v_mov_b32_e32 v6, 0
	s_mov_b32 s3, 0xc2fc0000
	v_mov_b32_e32 v8, 0x42800000
	v_mov_b32_e32 v9, 0x1f800000
	v_mov_b64_e32 v[2:3], v[4:5]
.LBB0_3:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v10, v[2:3], off
	s_add_i32 s2, s2, -1
	v_lshl_add_u64 v[2:3], v[2:3], 0, 4
	s_cmp_eq_u32 s2, 0
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v11, v7, v10
	v_mul_f32_e32 v12, 0x3fb8aa3b, v11
	v_cmp_gt_f32_e32 vcc, s3, v12
	s_nop 1
	v_cndmask_b32_e32 v12, 0, v8, vcc
	v_fmac_f32_e32 v12, 0x3fb8aa3b, v11
	v_exp_f32_e32 v12, v12
	v_cndmask_b32_e32 v11, 1.0, v9, vcc
	v_cmp_gt_f32_e32 vcc, v10, v7
	v_mul_f32_e32 v11, v12, v11
	s_nop 0
	v_cndmask_b32_e32 v7, v7, v10, vcc
	v_mul_f32_e32 v11, v6, v11
	v_sub_f32_e32 v10, v10, v7
	v_cndmask_b32_e32 v6, v6, v11, vcc
	v_mul_f32_e32 v11, 0x3fb8aa3b, v10
	v_cmp_gt_f32_e32 vcc, s3, v11
	s_nop 1
	v_cndmask_b32_e32 v11, 0, v8, vcc
	v_fmac_f32_e32 v11, 0x3fb8aa3b, v10
	v_exp_f32_e32 v10, v11
	v_cndmask_b32_e32 v11, 1.0, v9, vcc
	v_fmac_f32_e32 v6, v10, v11
	s_cbranch_scc0 .LBB0_3
; %bb.4:
	v_mul_f32_e32 v2, 0xbfb8aa3b, v7
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccz .LBB0_6
	s_branch .LBB0_13
.LBB0_5:
	v_mov_b32_e32 v2, 0x7f800000
	v_mov_b32_e32 v6, 0
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_13
.LBB0_6:
	v_div_scale_f32 v3, s[0:1], v6, v6, 1.0
	v_rcp_f32_e32 v7, v3
	v_div_scale_f32 v8, vcc, 1.0, v6, 1.0
	s_cmp_lg_u32 s9, 1
	v_fma_f32 v9, -v3, v7, 1.0
	v_fmac_f32_e32 v7, v9, v7
	v_mul_f32_e32 v9, v8, v7
	v_fma_f32 v10, -v3, v9, v8
	v_fmac_f32_e32 v9, v10, v7
	v_fma_f32 v3, -v3, v9, v8
	v_div_fmas_f32 v3, v3, v7, v9
	v_div_fixup_f32 v6, v3, v6, 1.0
	s_cbranch_scc0 .LBB0_10
; %bb.7:
	s_and_b32 s2, s9, 0x7ffffffe
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[6:7]
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v7, v6
	s_mov_b32 s8, 0x3fb8aa3b
	s_mov_b32 s3, 0xc2fc0000
	v_mov_b32_e32 v10, 0x42800000
	v_mov_b32_e32 v11, 0x1f800000
	s_mov_b32 s10, s2
.LBB0_8:                                ; =>This Inner Loop Header: Depth=1
	global_load_dwordx2 v[12:13], v[4:5], off
	s_add_i32 s10, s10, -2
	v_lshl_add_u64 v[4:5], v[4:5], 0, 8
	s_cmp_lg_u32 s10, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[12:13], v[12:13], s[8:9], v[2:3] op_sel_hi:[1,0,1]
	s_nop 0
	v_cmp_gt_f32_e32 vcc, s3, v13
	v_cmp_gt_f32_e64 s[0:1], s3, v12
	s_nop 0
	v_cndmask_b32_e32 v14, 0, v10, vcc
	v_cndmask_b32_e64 v15, 0, v10, s[0:1]
	v_add_f32_e32 v13, v13, v14
	v_add_f32_e32 v12, v12, v15
	v_exp_f32_e32 v13, v13
	v_exp_f32_e32 v12, v12
	v_cndmask_b32_e32 v14, 1.0, v11, vcc
	v_cndmask_b32_e64 v15, 1.0, v11, s[0:1]
	v_mul_f32_e32 v13, v13, v14
	v_mul_f32_e32 v12, v12, v15
	v_pk_mul_f32 v[12:13], v[6:7], v[12:13]
	global_store_dwordx2 v[8:9], v[12:13], off
	v_lshl_add_u64 v[8:9], v[8:9], 0, 8
	s_cbranch_scc1 .LBB0_8
; %bb.9:
	s_cmp_lg_u32 s2, s9
	s_cselect_b64 s[0:1], -1, 0
	s_and_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB0_11
	s_branch .LBB0_13
.LBB0_10:
	s_mov_b32 s2, 0
	s_cbranch_execz .LBB0_13
.LBB0_11:
	s_mov_b32 s3, 0
	s_sub_i32 s0, s9, s2
	s_lshl_b64 s[2:3], s[2:3], 2
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[2:3]
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[4:5]
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[4:5]
	s_mov_b32 s1, 0xc2fc0000
	v_mov_b32_e32 v3, 0x42800000
	v_mov_b32_e32 v7, 0x1f800000
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	global_load_dword v8, v[4:5], off
	s_add_i32 s0, s0, -1
	v_lshl_add_u64 v[4:5], v[4:5], 0, 4
	s_cmp_lg_u32 s0, 0
	s_waitcnt vmcnt(0)
	v_fmamk_f32 v8, v8, 0x3fb8aa3b, v2
	v_cmp_gt_f32_e32 vcc, s1, v8
	s_nop 1
	v_cndmask_b32_e32 v9, 0, v3, vcc
	v_add_f32_e32 v8, v8, v9
	v_exp_f32_e32 v8, v8
	v_cndmask_b32_e32 v9, 1.0, v7, vcc
	v_mul_f32_e32 v8, v8, v9
	v_mul_f32_e32 v8, v6, v8
	global_store_dword v[0:1], v8, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, 4
	s_cbranch_scc1 .LBB0_12
.LBB0_13:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax_fwd
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 16
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 16
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
	.size	softmax_fwd, .Lfunc_end0-softmax_fwd
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 752
; NumSgprs: 17
; NumVgprs: 16
; NumAgprs: 0
; TotalNumVgprs: 16
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 16
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
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
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         softmax_fwd.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     16
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
