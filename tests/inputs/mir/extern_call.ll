; A kernel that calls a function the module only declares: llc-19 compiles it, but
; no code object can hold it (ld.lld-19 --no-undefined: undefined symbol).
; extern_call_gfx90a.pre.mir: llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O3 -stop-before=greedy extern_call.ll

target triple = "amdgcn-amd-amdhsa"
declare float @external_fn(float)
define amdgpu_kernel void @k(ptr addrspace(1) %p) #0 {
entry:
  %v = load float, ptr addrspace(1) %p
  %m = call float @external_fn(float %v)
  store float %m, ptr addrspace(1) %p
  ret void
}
attributes #0 = { "target-cpu"="gfx90a" }
