	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	stencil                 ; -- Begin function stencil
	.globl	stencil
	.p2align	8
	.type	stencil,@function
stencil:                                ; @stencil
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x18
	s_lshl_b32 s12, s6, 10
	s_cmp_lt_i32 s6, 1
	s_waitcnt lgkmcnt(0)
	s_load_dwordx2 s[2:3], s[0:1], 0x0
	s_cselect_b64 s[0:1], -1, 0
	s_add_i32 s4, s12, 0x401
	s_cmp_gt_i32 s4, s7
	s_cselect_b64 s[4:5], -1, 0
	s_or_b64 vcc, s[0:1], s[4:5]
	s_add_i32 s0, s7, -1
	v_or_b32_e32 v1, 0xffffff00, v0
	v_lshlrev_b32_e32 v2, 2, v0
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v3, s0
	v_mov_b32_e32 v4, s9
	s_movk_i32 s6, 0x301
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v5, s12, v1
	v_add_u32_e32 v5, 0xff, v5
	v_min_i32_e32 v6, s7, v5
	v_cmp_gt_i32_e64 s[0:1], s7, v5
	v_cndmask_b32_e64 v5, v3, v6, s[0:1]
	v_cmp_lt_i32_e64 s[0:1], -1, v6
	v_cndmask_b32_e64 v5, 0, v5, s[0:1]
	v_cndmask_b32_e32 v6, v6, v5, vcc
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e64 v6, s[0:1], s8, v6
	v_addc_co_u32_e64 v7, s[0:1], v4, v7, s[0:1]
	global_load_dword v5, v[6:7], off
	v_add_u32_e32 v1, 0x100, v1
	v_cmp_lt_u32_e64 s[0:1], s6, v1
	s_or_b64 s[4:5], s[0:1], s[4:5]
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v5
	v_add_u32_e32 v2, 0x400, v2
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB0_1
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	v_or_b32_e32 v2, s12, v0
	v_cmp_gt_i32_e32 vcc, s7, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_lshlrev_b32_e32 v1, 2, v0
	ds_read2_b32 v[4:5], v1 offset1:1
	ds_read_b32 v1, v1 offset:8
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v6, s11
	v_add_co_u32_e32 v2, vcc, s10, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v4, v1
	v_mul_f32_e32 v1, s3, v1
	v_fmac_f32_e32 v1, s2, v5
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_store_dword v[2:3], v1, off
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v1, s12, v0
	v_add_u32_e32 v2, 0x100, v1
	v_cmp_gt_i32_e32 vcc, s7, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_lshlrev_b32_e32 v3, 2, v0
	v_or_b32_e32 v4, 0x400, v3
	ds_read2_b32 v[4:5], v4 offset1:1
	ds_read_b32 v6, v3 offset:1032
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v7, s11
	v_add_co_u32_e32 v2, vcc, s10, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v6
	v_mul_f32_e32 v4, s3, v4
	v_fmac_f32_e32 v4, s2, v5
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_dword v[2:3], v4, off
.LBB0_6:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x200, v1
	v_cmp_gt_i32_e32 vcc, s7, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_lshlrev_b32_e32 v3, 2, v0
	v_or_b32_e32 v4, 0x800, v3
	ds_read2_b32 v[4:5], v4 offset1:1
	ds_read_b32 v6, v3 offset:2056
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v7, s11
	v_add_co_u32_e32 v2, vcc, s10, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v4, v4, v6
	v_mul_f32_e32 v4, s3, v4
	v_fmac_f32_e32 v4, s2, v5
	v_addc_co_u32_e32 v3, vcc, v7, v3, vcc
	global_store_dword v[2:3], v4, off
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v2, 0x300, v1
	v_cmp_gt_i32_e32 vcc, s7, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	v_lshlrev_b32_e32 v3, 2, v0
	v_or_b32_e32 v0, 0xc00, v3
	ds_read2_b32 v[0:1], v0 offset1:1
	ds_read_b32 v4, v3 offset:3080
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v5, s11
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v4
	v_mul_f32_e32 v4, s3, v0
	v_add_co_u32_e32 v0, vcc, s10, v2
	v_fmac_f32_e32 v4, s2, v1
	v_addc_co_u32_e32 v1, vcc, v5, v3, vcc
	global_store_dword v[0:1], v4, off
.LBB0_10:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stencil
		.amdhsa_group_segment_fixed_size 4104
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 8
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
	.size	stencil, .Lfunc_end0-stencil
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 640
; NumSgprs: 17
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4104 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
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
      - .actual_access:  read_only
        .address_space:  global
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
    .group_segment_fixed_size: 4104
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .max_flat_workgroup_size: 256
    .name:           stencil
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         stencil.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
