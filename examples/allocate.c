/* The public API end to end: allocate a kernel with the classical allocator,
 * check it again, print the registers per function and write the allocated
 * code. Usage: allocate IN.mir|IN.sass OUT   (exit codes as verilocc's). */
#include <stdio.h>

#include "verilocc.h"

int main(int argc, char **argv) {
  if (argc != 3) return fprintf(stderr, "usage: allocate IN OUT\n"), 2;
  vl_module *kernel;
  vl_allocator *classical;
  vl_pipeline *allocation;
  int rc = verilocc_load(argv[1], NULL, &kernel, stderr);
  if (rc) return rc;
  if ((rc = verilocc_allocator_open("classical", 0, NULL, &classical, stderr))) return verilocc_module_free(kernel), rc;
  rc = verilocc_allocate(kernel, classical, 0, &allocation, stderr);
  if (!rc) rc = verilocc_verify(allocation, stderr);
  for (unsigned f = 0; !rc && f < verilocc_function_count(allocation); f++)
    printf("%s: %u registers\n", verilocc_function_name(allocation, f), verilocc_registers(allocation, f));
  if (!rc) rc = verilocc_emit(allocation, argv[2], stderr);
  printf("%s: %s\n", verilocc_version(), rc ? "failed" : "allocated and verified");
  verilocc_allocation_free(allocation);
  verilocc_allocator_close(classical);
  verilocc_module_free(kernel);
  return rc;
}
