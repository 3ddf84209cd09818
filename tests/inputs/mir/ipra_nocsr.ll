; A device function with internal linkage, called only by plain (non-tail) calls
; and marked norecurse, as rocPRIM's out-of-line helpers are (rocprim_device
; OP-reduce OUTLINE-1): LLVM's IPRA (on by default for AMDGPU) exempts it from
; saving callee-saved registers (TargetFrameLowering's no-CSR rule) because its
; callers learn its clobbers from RegUsageInfoPropagation. Pre-RA MIR loses that
; record: the kernel's call keeps the default register mask.
; ipra_nocsr_gfx90a.pre.mir: llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O3 -stop-before=greedy ipra_nocsr.ll

target triple = "amdgcn-amd-amdhsa"

define internal fastcc float @leaf(float %x) #1 {
  %y = fmul float %x, %x
  ret float %y
}

define internal fastcc float @middle(float %a, ptr addrspace(1) %p) #1 {
  %q = getelementptr float, ptr addrspace(1) %p, i64 7
  %b = call fastcc float @leaf(float %a)
  store float %b, ptr addrspace(1) %q
  %c = call fastcc float @leaf(float %b)
  %d = fadd float %c, %a
  ret float %d
}

define amdgpu_kernel void @k(ptr addrspace(1) %p) #0 {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr float, ptr addrspace(1) %p, i32 %i
  %v = load float, ptr addrspace(1) %g
  %m = call fastcc float @middle(float %v, ptr addrspace(1) %g)
  %s = fadd float %m, %v
  store float %s, ptr addrspace(1) %g
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { norecurse "target-cpu"="gfx90a" }
attributes #1 = { noinline norecurse nounwind "target-cpu"="gfx90a" }
