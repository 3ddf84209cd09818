/* Open MPI through dlopen (see ranks.h). */
#include "ranks.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"

/* mpirun/mpiexec of Open MPI, PMIx and PMI-2 (srun --mpi=pmix or pmi2), and Slurm itself. */
bool vl_ranks_launched(void) {
  static const char *const sizes[] = {"OMPI_COMM_WORLD_SIZE", "PMIX_SIZE", "PMI_SIZE", "SLURM_STEP_NUM_TASKS"};
  for (size_t i = 0; i < sizeof sizes / sizeof *sizes; i++) {
    const char *v = getenv(sizes[i]);
    if (v && atoi(v) > 1) return true;
  }
  return getenv("OMPI_COMM_WORLD_RANK") || getenv("PMIX_RANK");   /* launched, perhaps as one of one */
}

static void *symbol(vl_ranks *r, const char *name, const char *file, vl_diags *diags) {
  void *p = r->lib ? dlsym(r->lib, name) : NULL;
  if (!p && r->lib) vl_diag_add(diags, file, 0, 0, VL_CAT_NONE, "%s has no symbol %s: not Open MPI 4's libmpi", file, name);
  return p;
}

vl_status vl_ranks_open(vl_ranks *r, vl_diags *diags) {
  memset(r, 0, sizeof *r);
  r->size = 1;
  if (!vl_ranks_launched()) return VL_OK;
  const char *file = getenv("VL_MPI_LIBRARY");
  if (!file || !*file) file = "libmpi.so.40";
  r->lib = dlopen(file, RTLD_NOW | RTLD_GLOBAL);   /* Open MPI's plugins look up libmpi's symbols globally */
  if (!r->lib) {
    vl_diag_add(diags, file, 0, 0, VL_CAT_NONE,
                "started by an MPI launcher but Open MPI cannot be loaded: %s (install openmpi-bin)", dlerror());
    return VL_TOOL_ERROR;
  }
  int (*init)(int *, char ***) = (int (*)(int *, char ***))symbol(r, "MPI_Init", file, diags);
  int (*comm_rank)(void *, int *) = (int (*)(void *, int *))symbol(r, "MPI_Comm_rank", file, diags);
  int (*comm_size)(void *, int *) = (int (*)(void *, int *))symbol(r, "MPI_Comm_size", file, diags);
  r->allreduce = (int (*)(const void *, void *, int, void *, void *, void *))symbol(r, "MPI_Allreduce", file, diags);
  r->barrier = (int (*)(void *))symbol(r, "MPI_Barrier", file, diags);
  r->finalize = (int (*)(void))symbol(r, "MPI_Finalize", file, diags);
  r->world = symbol(r, "ompi_mpi_comm_world", file, diags);
  r->type_double = symbol(r, "ompi_mpi_double", file, diags);
  r->op_sum = symbol(r, "ompi_mpi_op_sum", file, diags);
  r->type_byte = symbol(r, "ompi_mpi_byte", file, diags);
  r->op_bor = symbol(r, "ompi_mpi_op_bor", file, diags);
  if (!init || !comm_rank || !comm_size || !r->allreduce || !r->barrier || !r->finalize || !r->world ||
      !r->type_double || !r->op_sum || !r->type_byte || !r->op_bor) {
    dlclose(r->lib);
    memset(r, 0, sizeof *r);
    r->size = 1;
    return VL_TOOL_ERROR;
  }
  /* MPI's default error handler aborts the whole run on failure, so the calls below are not checked */
  init(NULL, NULL);
  comm_rank(r->world, &r->rank);
  comm_size(r->world, &r->size);
  return VL_OK;
}

/* MPI_Allreduce of n items of `type` (item bytes each) with `op`, in place, in pieces an int counts. */
static void allreduce(vl_ranks *r, void *data, size_t n, size_t item, void *type, void *op) {
  if (!r->lib || !n) return;
  double t0 = vl_now_ms();
  size_t piece = n < (1u << 24) ? n : (1u << 24);
  void *sent = malloc(piece * item);
  if (!sent) abort();   /* no rank can go on without the others */
  for (size_t at = 0; at < n; at += piece) {
    size_t k = n - at < piece ? n - at : piece;
    memcpy(sent, (char *)data + at * item, k * item);
    r->allreduce(sent, (char *)data + at * item, (int)k, type, op, r->world);
  }
  free(sent);
  r->comm_seconds += (vl_now_ms() - t0) / 1000;
}

void vl_ranks_sum(vl_ranks *r, double *values, size_t n) {
  allreduce(r, values, n, sizeof *values, r->type_double, r->op_sum);
}

void vl_ranks_or_bytes(vl_ranks *r, void *bytes, size_t n) { allreduce(r, bytes, n, 1, r->type_byte, r->op_bor); }

void vl_ranks_barrier(vl_ranks *r) {
  if (!r->lib) return;
  double t0 = vl_now_ms();
  r->barrier(r->world);
  r->comm_seconds += (vl_now_ms() - t0) / 1000;
}

void vl_ranks_close(vl_ranks *r) {
  if (r->lib) r->finalize();   /* libmpi stays loaded: its atexit handlers may still run */
  memset(r, 0, sizeof *r);
  r->size = 1;
}
