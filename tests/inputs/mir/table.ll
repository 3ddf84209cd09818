; A kernel that reads a constant table in .rodata through a relocated address
; (table@rel32@lo/hi): the code object's check resolves a data symbol, not a function.
; table_gfx1100.pre.mir: llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx1100 -O3 -stop-before=greedy table.ll

target triple = "amdgcn-amd-amdhsa"
@table = internal addrspace(4) constant [8 x i32] [i32 3, i32 1, i32 4, i32 1, i32 5, i32 9, i32 2, i32 6]
define amdgpu_kernel void @lookup(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %k = and i32 %i, 7
  %idx = zext i32 %k to i64
  %p = getelementptr [8 x i32], ptr addrspace(4) @table, i64 0, i64 %idx
  %v = load i32, ptr addrspace(4) %p
  %w = add i32 %v, %n
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %w, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx1100" }
