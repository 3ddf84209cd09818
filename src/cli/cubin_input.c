/* A cubin alone as alloc's input (see cubin_input.h). */
#define _DEFAULT_SOURCE   /* mkstemps */
#include "cubin_input.h"

#include <elf.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../base/process.h"
#include "../front/cubin_elf.h"

bool vl_cli_is_cubin(const char *path) {
  if (!strcmp(path, "-")) return false;
  FILE *f = fopen(path, "rb");
  if (!f) return false;
  Elf64_Ehdr h;
  bool cubin = fread(&h, sizeof h, 1, f) == 1 && !memcmp(h.e_ident, ELFMAG, SELFMAG) && h.e_machine == VL_EM_CUDA;
  fclose(f);
  return cubin;
}

/* Ours beside the binary (build/verilocc -> build/tools/cuda-11.8/bin/nvdisasm), else PATH's. */
static void nvdisasm_path(char *buf, size_t size) {
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (slash) {
      *slash = 0;
      snprintf(buf, size, "%s/tools/cuda-11.8/bin/nvdisasm", exe);
      if (access(buf, X_OK) == 0) return;
    }
  }
  snprintf(buf, size, "nvdisasm");
}

char *vl_cli_disassemble_cubin(const char *cubin) {
  char tool[PATH_MAX + 64];
  nvdisasm_path(tool, sizeof tool);
  const char *argv[] = {tool, "-hex", "-c", cubin, NULL};
  vl_tool_result r = {0};
  vl_diags diags = {0};
  vl_status s = vl_tool_run_checked(argv, NULL, 300, cubin, &r, &diags);
  char *listing = NULL;
  if (s == VL_OK) {
    const char *tmp = getenv("TMPDIR");
    const char *base = strrchr(cubin, '/') ? strrchr(cubin, '/') + 1 : cubin;
    size_t len = strlen(tmp && *tmp ? tmp : "/tmp") + strlen(base) + 32;
    listing = malloc(len);
    if (!listing) abort();
    snprintf(listing, len, "%s/%s-XXXXXX.sass", tmp && *tmp ? tmp : "/tmp", base);
    int fd = mkstemps(listing, 5);
    FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
    bool written = f && fwrite(r.out, 1, r.out_len, f) == r.out_len;
    if (f && fclose(f)) written = false;
    if (!written) {
      fprintf(stderr, "%s:0:0: error: cannot write the file (nvdisasm's listing of %s)\n", listing, cubin);
      if (fd >= 0) unlink(listing);
      free(listing);
      listing = NULL;
    }
  }
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  vl_tool_result_free(&r);
  return listing;
}
