; Source of tiny_vcc.gfx1100.pre.mir:
;   llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -O3 -stop-before=greedy tiny_vcc.ll -o tiny_vcc.gfx1100.pre.mir
target triple = "amdgcn-amd-amdhsa"

; A uniform branch on a float compare: on wave32, llc-19 prints its
; S_CBRANCH_VCCZ/VCCNZ with `implicit $vcc_lo`, which its MIR parser rejects.
define amdgpu_kernel void @tiny_vcc(ptr addrspace(1) %out, float %a, float %b) #0 {
entry:
  %c = fcmp ogt float %a, %b
  br i1 %c, label %then, label %end
then:
  %s = fmul float %a, %b
  store float %s, ptr addrspace(1) %out
  br label %end
end:
  ret void
}
attributes #0 = { "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-lds-kernel-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-default-queue" "amdgpu-no-completion-action" }
