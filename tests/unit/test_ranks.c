/* Unit tests of base/ranks.h: one process alone without a launcher, the
 * messages when a launcher asks for a libmpi that is missing or not Open
 * MPI's, and our dlopen view of Open MPI 4's ABI checked against its mpi.h
 * (the runs on two ranks are in tests/golden/train_es.test and eval_ranks.test). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>
#include <mpi.h>

#include "base/ranks.h"

/* What ranks.c calls through dlsym, with the types it assumes (handles as pointers). */
_Static_assert(sizeof(MPI_Comm) == sizeof(void *) && sizeof(MPI_Datatype) == sizeof(void *) &&
                   sizeof(MPI_Op) == sizeof(void *),
               "Open MPI's handles are pointers to its predefined objects");
_Static_assert(__builtin_types_compatible_p(__typeof__(&MPI_Allreduce),
                                            int (*)(const void *, void *, int, MPI_Datatype, MPI_Op, MPI_Comm)),
               "MPI_Allreduce as ranks.c calls it");
_Static_assert(__builtin_types_compatible_p(__typeof__(&MPI_Init), int (*)(int *, char ***)), "MPI_Init");
_Static_assert(__builtin_types_compatible_p(__typeof__(&MPI_Comm_rank), int (*)(MPI_Comm, int *)), "MPI_Comm_rank");
_Static_assert(__builtin_types_compatible_p(__typeof__(&MPI_Barrier), int (*)(MPI_Comm)), "MPI_Barrier");
_Static_assert(OMPI_MAJOR_VERSION == 4, "libmpi.so.40 is Open MPI 4");

#define EXPANDED_(x) #x
#define EXPANDED(x) EXPANDED_(x)

/* The predefined handles ranks.c finds by name are what mpi.h's macros take the address of. */
static void test_abi_names(void **state) {
  (void)state;
  assert_non_null(strstr(EXPANDED(MPI_COMM_WORLD), "ompi_mpi_comm_world"));
  assert_non_null(strstr(EXPANDED(MPI_DOUBLE), "ompi_mpi_double"));
  assert_non_null(strstr(EXPANDED(MPI_SUM), "ompi_mpi_op_sum"));
  assert_non_null(strstr(EXPANDED(MPI_BYTE), "ompi_mpi_byte"));
  assert_non_null(strstr(EXPANDED(MPI_BOR), "ompi_mpi_op_bor"));
}

static void clear_launcher(void) {
  const char *names[] = {"OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_RANK", "PMIX_SIZE", "PMIX_RANK", "PMI_SIZE",
                         "SLURM_STEP_NUM_TASKS"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) unsetenv(names[i]);
}

static void test_alone(void **state) {
  (void)state;
  clear_launcher();
  setenv("SLURM_STEP_NUM_TASKS", "1", 1);   /* a job step of one task is one process */
  assert_false(vl_ranks_launched());
  vl_ranks r;
  vl_diags diags = {0};
  assert_int_equal(vl_ranks_open(&r, &diags), VL_OK);
  assert_int_equal(r.rank, 0);
  assert_int_equal(r.size, 1);
  assert_null(r.lib);
  double values[3] = {1.5, -2, 0};
  vl_ranks_sum(&r, values, 3);
  vl_ranks_barrier(&r);
  char bytes[2] = {5, 0};
  vl_ranks_or_bytes(&r, bytes, 2);
  assert_true(bytes[0] == 5 && bytes[1] == 0);
  assert_true(values[0] == 1.5 && values[1] == -2 && values[2] == 0);
  assert_true(r.comm_seconds == 0);
  vl_ranks_close(&r);
  assert_int_equal(diags.list.len, 0);
  clear_launcher();
}

static void test_launched_without_open_mpi(void **state) {
  (void)state;
  clear_launcher();
  setenv("OMPI_COMM_WORLD_SIZE", "2", 1);
  assert_true(vl_ranks_launched());
  vl_ranks r;
  vl_diags diags = {0};
  setenv("VL_MPI_LIBRARY", "libmpi-not-here.so.40", 1);
  assert_int_equal(vl_ranks_open(&r, &diags), VL_TOOL_ERROR);
  assert_int_equal(r.size, 1);
  assert_non_null(strstr(diags.list.data[0].message, "Open MPI cannot be loaded"));
  vl_diags_free(&diags);
  diags = (vl_diags){0};
  setenv("VL_MPI_LIBRARY", "libm.so.6", 1);   /* loads, but is no libmpi */
  assert_int_equal(vl_ranks_open(&r, &diags), VL_TOOL_ERROR);
  assert_non_null(strstr(diags.list.data[0].message, "has no symbol MPI_Init: not Open MPI 4's libmpi"));
  assert_int_equal(r.size, 1);
  vl_diags_free(&diags);
  unsetenv("VL_MPI_LIBRARY");
  clear_launcher();
}

int main(void) {
  const struct CMUnitTest tests[] = {
      cmocka_unit_test(test_abi_names),
      cmocka_unit_test(test_alone),
      cmocka_unit_test(test_launched_without_open_mpi),
  };
  return cmocka_run_group_tests(tests, NULL, NULL);
}
