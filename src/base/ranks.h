/* The processes of one distributed run: Open MPI's MPI_COMM_WORLD when the
 * command was started by a launcher (mpirun, mpiexec, Slurm's srun), else one
 * process alone. libmpi is opened with dlopen (RTLD_GLOBAL, as Open MPI's own
 * plugins need), so the binary runs where Open MPI is not installed; only a
 * launched run needs it. Open MPI's handles are pointers to its predefined
 * objects (ompi_mpi_comm_world, ompi_mpi_double, ompi_mpi_op_sum, ...), found by
 * name like its functions: the ABI of Debian's libmpi.so.40 (Open MPI 4),
 * which tests/unit/test_ranks.c checks against mpi.h.
 * Needs: libdl; at run time under a launcher, libmpi.so.40 (VL_MPI_LIBRARY
 * names another file). Produces: rank, size, sums over all ranks. */
#ifndef VL_BASE_RANKS_H
#define VL_BASE_RANKS_H
#include <stdbool.h>
#include <stddef.h>

#include "diag.h"

typedef struct vl_ranks {
  int rank, size;            /* 0 and 1 alone */
  void *lib;                 /* libmpi, or NULL alone */
  void *world, *type_double, *type_byte, *op_sum, *op_bor;
  int (*allreduce)(const void *, void *, int, void *, void *, void *);
  int (*barrier)(void *);
  int (*finalize)(void);
  double comm_seconds;       /* time spent in vl_ranks_sum and vl_ranks_barrier, waiting for the others included */
} vl_ranks;

/* True when a launcher started this process as one of several (its environment says so). */
bool vl_ranks_launched(void);
/* Joins the run: MPI_Init through libmpi when launched, else rank 0 of 1. VL_TOOL_ERROR (a diag) when
 * launched and libmpi cannot be opened. */
vl_status vl_ranks_open(vl_ranks *r, vl_diags *diags);
/* values[0..n) summed over every rank, in place, on every rank (MPI_Allreduce); nothing alone. */
void vl_ranks_sum(vl_ranks *r, double *values, size_t n);
/* bytes[0..n) OR-ed over every rank, in place (MPI_BOR on MPI_BYTE): where each rank fills its own
 * part of a zeroed buffer, every rank ends with the whole of it, exactly. */
void vl_ranks_or_bytes(vl_ranks *r, void *bytes, size_t n);
/* Waits for every rank. */
void vl_ranks_barrier(vl_ranks *r);
/* MPI_Finalize when launched. */
void vl_ranks_close(vl_ranks *r);

#endif
