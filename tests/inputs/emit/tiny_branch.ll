; Source of tiny_branch.{gfx90a,gfx1100}.pre.mir (unit tests of src/emit):
;   llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=<cpu> -O3 -stop-before=greedy tiny_branch.ll -o tiny_branch.<cpu>.pre.mir
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @tiny(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) #0 {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr float, ptr addrspace(1) %in, i32 %id
  %v = load float, ptr addrspace(1) %p
  %c = icmp slt i32 %id, %n
  br i1 %c, label %then, label %end
then:
  %w = fmul float %v, %v
  br label %end
end:
  %r = phi float [%v, %entry], [%w, %then]
  %q = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float %r, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-lds-kernel-id" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-default-queue" "amdgpu-no-completion-action" }
