/* verilocc: the command-line driver. Each subcommand lives in its own file. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <z3.h>

#include "../../include/verilocc.h"
#include "../base/atomic_file.h"
#include "../base/hugepages.h"
#include "../corpus/split.h"
#include "../front/input.h"
#include "../pipeline/pipeline.h"
#include "cli.h"

/* Usage, a row per form of a command (a command may have several), so that
 * `verilocc CMD --help` prints its own. */
static const struct usage_row {
  const char *command, *text;
} usage_rows[] = {
    {"alloc",
     "  verilocc alloc IN.mir [-o OUT.mir] [--target T] [--allocator cheapest|model|classical|exact|gguf] [--timeout S]\n"
     "                 [--json ASSIGN.json] [--asm OUT.s] [--hsaco OUT.hsaco] [--max-vgprs N] [--max-sgprs N] [--max-agprs N] [--spilled S.mir] [--greedy-post P.mir]\n"
     "                 [--no-greedy] [--quiet] [--report R.json] [--html R.html] [--dump-after parse|spill|split|allocate|rewrite] [--keep-occupancy]\n"
     "                 [--model M.gguf] [--k N] [--no-mask] [--seed S]   IN may be -: standard input; MIR or SASS by content\n"
     "                 model (gguf with --model M.gguf through llama.cpp), the learned allocator: greedy\n"
     "                 proposal, k-1 sampled ones with verifier feedback, Z3 repair, classical fallback;\n"
     "                 cheapest (the default on MIR): classical and model both, verified, the lower predicted cost\n"
    },
    {"verify",
     "  verilocc verify IN.mir ASSIGN.json [--smt] [--target T] [--max-vgprs N] [--max-sgprs N] [--max-agprs N]\n"
    },
    {"verify",
     "  verilocc verify PRE.mir --post POST.mir [--function NAME] [--target T]\n"
     "                  translation validation: POST (any allocator's physical MIR) allocates PRE correctly\n"
    },
    {"repair",
     "  verilocc repair IN.mir ASSIGN.json -o OUT.json [--timeout S] [--target T] [--max-vgprs N] [--max-sgprs N] [--max-agprs N]\n"
     "                  the fewest register changes that make an assignment valid (Z3)\n"
    },
    {"mutate",
     "  verilocc mutate IN.mir [--per-kind N] [--seed S] [--smt] [--allocator classical|exact|model|gguf] [--timeout S]\n"
     "                  fault injection into a valid assignment; --smt: Z3 and the native verifier must agree\n"
    },
    {"mutate",
     "  verilocc mutate PRE.mir --post POST.mir [--per-kind N] [--seed S]\n"
     "                  fault injection into POST, judged by translation validation\n"
    },
    {"compile",
     "  verilocc compile K.hip|K.cu|K.cl --target gfx90a|gfx942|gfx1100|sm_89|sm_90 [-o OUT] [-D NAME=VALUE] [-I DIR]\n"
     "                   [--shim] [--tools DIR]   a kernel source to pre-RA MIR (AMDGPU) or SASS + PTX + cubin (NVIDIA)\n"
    },
    {"collect",
     "  verilocc collect [--families DIR] [--kernels DIR] [-o OUT] [-j N] [--targets T,...] [--only FAMILY,...]\n"
     "                   [--nvidia-bin DIR]   build the kernel corpus and its manifest\n"
    },
    {"collect",
     "  [mpirun -np N] verilocc collect ... [--shard I/N]   the jobs split over MPI ranks (rank 0 writes the manifest),\n"
     "                                     or only the I-th of N shards (job arrays; then collect once more, without it)\n"
     "  verilocc collect --sample MANIFEST -o DIR [--max-kb N]   copy a small subset of a corpus\n"
    },
    {"spill-exact",
     "  verilocc spill-exact IN.mir [--timeout S] [--max-instrs N] [--report R.json] [--no-heuristic] [--target T]\n"
     "                  [--max-vgprs N] [--max-sgprs N] [--max-agprs N]   the least weighted spill cost in the pressure\n"
     "                  model (an integer program, CBC), its LP bound, and the heuristic spiller's cost beside it;\n"
     "                  [--spilled OUT.mir]: the optimal placement written, and whether the allocator then fits it\n"
    },
    {"stats",
     "  verilocc stats MANIFEST.jsonl [--json OUT.json]   sizes, pressure and spills per family and target\n"
    },
    {"normalize",
     "  verilocc normalize IN.mir [-o OUT] [--tokens]   the normalized text for models; --tokens: Qwen2 token counts\n"
    },
    {"normalize",
     "  verilocc normalize IN.mir --assignment ASSIGN.json [--start-names] -o NORM.json   to normalized names\n"
    },
    {"normalize",
     "  verilocc normalize IN.mir --denormalize NORM.json -o ASSIGN.json   back to the MIR's virtual registers\n"
    },
    {"normalize",
     "  verilocc normalize --manifest MANIFEST.jsonl [--json OUT.json]   Qwen2 token counts over a corpus\n"
    },
    {"dataset",
     "  verilocc dataset MANIFEST.jsonl -o DIR [--labels greedy|classical|exact] [--fallback none|classical|exact]\n"
     "                   train/val/test JSONL in chat format: normalized MIR in, assignment JSON out\n"
    },
    {"eval",
     "  verilocc eval MANIFEST.jsonl [--allocator classical|exact|model|gguf] [--model FILE] [--k N] [--samples N]\n"
     "                [--split train|val|test|all] [--limit N] [--temperature T] [--top-k N] [--seed S] [--no-mask]\n"
     "                [--timeout S] [--json REPORT.json] [--html REPORT.html]   Pass@1 raw/masked, Pass@k, failures, registers vs greedy\n"
     "                [--shard I/N]   only the I-th of N shards of the MIR files (job arrays); under mpirun/srun\n"
     "                                the ranks split the files so and rank 0 reports the whole\n"
    },
    {"alloc",
     "  verilocc alloc K.sass [-o OUT.sass] [--json A.json] [--report R.json] [--html R.html] [--allocator NAME] [--max-regs N] [--ptx K.ptx]\n"
     "                                     NVIDIA SASS (sm_89, sm_90); --ptx: its launch bounds\n"
     "  verilocc alloc K.sass --cubin K.cubin -o OUT.cubin [--asm OUT.sass] ...\n"
     "                                     ptxas's cubin with our registers (K.sass: nvdisasm -hex -c K.cubin);\n"
     "                                     --asm: the listing it holds (also without --cubin: the same as -o)\n"
     "  verilocc alloc K.cubin -o OUT.cubin [--asm OUT.sass] ...   the cubin alone: disassembled by our nvdisasm\n"
    },
    {"verify",
     "  verilocc verify K.sass --original | A.json [--smt]   ptxas's registers, or an assignment, on the webs\n"
     "  verilocc verify K.sass --hazards OURS.sass   scoreboard hazards of our listing (nvdisasm -hex) against ptxas's\n"
    },
    {"sass-life",
     "  verilocc sass-life K.life.sass...   the SASS operand table against nvdisasm's life ranges\n"
    },
    {"train",
     "  verilocc train MANIFEST.jsonl [-o MODEL.gguf] [--epochs N] [--batch N] [--seed N] [--threads N] [--lr X]\n"
     "                 [--dim N] [--layers N] [--heads N] [--ffn N] [--max-per-function N] [--max-minutes M] [--labels greedy|classical]\n"
     "                 train the model allocator on the train split (validation loss on val; deterministic per seed)\n"
    },
    {"train",
     "  verilocc train MANIFEST.jsonl --measure MODEL.gguf [--allocator model|gguf|classical] [--split test] [--k N] [--skip N] [--max-functions N]\n"
     "                 raw and masked Pass@1 and Pass@k of a model over a split\n"
     "                 [--list-failures]   a line per failed masked proposal, with its first findings\n"
    },
    {"train",
     "  [mpirun -np N] verilocc train MANIFEST.jsonl --es -o OUT.gguf [--from MODEL.gguf] [--iterations N] [--pairs P]\n"
     "                 [--functions K] [--sigma S] [--lr X] [--penalty X] [--max-vregs N] [--seed S] [--log LOG.jsonl]\n"
     "                 [--checkpoint-every N] [--max-minutes M] [--resume]\n"
     "                 evolution strategies on the cost model and the verifier, from the imitation model (MPI: ranks)\n"
    },
    {"report",
     "  verilocc report KERNEL.mir|K.sass -o OUT.html [alloc's options]   one HTML page: pressure, spill code, cost\n"
     "  verilocc report [--eval REPORT.json]... [--training LOG.json] [--measurements M.csv] [--title T] -o OUT.html\n"
     "                 one HTML page of results: eval runs, training reward, GPU speedups (docs/report.md)\n"
    },
    {"run",
     "  verilocc run --recipe R.launch --kernel NAME [--param N=V]... [--name ID] [--csv OUT.csv] [--seed S] [--warmup N]\n"
     "               [--runs N] [--timeout S] [--plan] PTXAS.cubin OURS.cubin [CAP.cubin]\n"
     "  verilocc run --batch LIST.tsv [--csv OUT.csv] [--deadline S] ...   a GPU run: identical inputs, outputs\n"
     "               compared bit for bit, CUDA-event times (the driver by dlopen; exit 4 without one)\n"
    },
    {"calibrate",
     "  verilocc calibrate MEASURED.csv PREDICTED.tsv [--target T] [--svg OUT.svg] [--json OUT.json] [--worst N]\n"
     "                 the cost model against GPU run times (gpu-bench.sh, gpu-pack.sh): correlation, fit, worst\n"
    },
    {"chat-model",
     "  verilocc chat-model -o OUT.gguf [--vocab V.gguf] [--dim N] [--layers N] [--heads N] [--ffn N] [--seed S] [--no-template]\n"
     "                 an untrained chat model around the Qwen2 tokenizer, to test --allocator gguf on chat models\n"
    },
};

static const char exit_codes[] =
    "exit codes: 0 success/valid, 1 invalid assignment (run: an output differs), 2 bad input, 3 allocation or tool failure,\n"
    "            4 no CUDA driver or GPU (run)\n";

void vl_cli_usage(FILE *out) {
  fputs("usage:\n", out);
  for (size_t i = 0; i < sizeof usage_rows / sizeof *usage_rows; i++) fputs(usage_rows[i].text, out);
  fputs("  verilocc --version\n", out);
  fputs(exit_codes, out);
}

bool vl_cli_command_usage(const char *command, FILE *out) {
  bool found = false;
  for (size_t i = 0; i < sizeof usage_rows / sizeof *usage_rows; i++) {
    if (strcmp(usage_rows[i].command, command)) continue;
    if (!found) fputs("usage:\n", out);
    fputs(usage_rows[i].text, out);
    found = true;
  }
  if (found) fputs(exit_codes, out);
  return found;
}

vl_module *vl_cli_load_any(const char *path, const char *target_name, vl_syntax *syntax) {
  const vl_target *target = NULL;
  if (target_name && !(target = vl_target_by_name(target_name, strlen(target_name)))) {
    fprintf(stderr, "verilocc: error: unknown target '%s' (known: %s, %s)\n", target_name, vl_amdgpu_ops.target_names,
            vl_nvidia_ops.target_names);
    return NULL;
  }
  vl_diags diags = {0};
  vl_module *module = vl_input_load(path, target, syntax, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return module;
}

vl_module *vl_cli_load(const char *path, const char *target_name) {
  vl_syntax syntax;
  vl_module *module = vl_cli_load_any(path, target_name, &syntax);
  if (module && syntax != VL_SYNTAX_MIR) {
    fprintf(stderr, "%s:1:1: error: this command reads LLVM MIR; the input is NVIDIA SASS\n", module->path);
    vl_module_free(module);
    return NULL;
  }
  return module;
}

void vl_cli_report_no_fit(const vl_pipeline *p) {
  uint32_t n = 0;
  for (uint32_t f = 0; f < p->module->num_functions; f++) n += p->runs[f].does_not_fit;
  if (!n) return;
  fprintf(stderr, "%s: %u function%s do%s not fit the register budget even with spill code:", p->input->path, n,
          n == 1 ? "" : "s", n == 1 ? "es" : "");
  for (uint32_t f = 0; f < p->module->num_functions; f++)
    if (p->runs[f].does_not_fit) fprintf(stderr, " %s", p->module->functions[f].name);
  fprintf(stderr, " (nothing written)\n");
}

bool vl_cli_writable(const char *path) {
  if (!strcmp(path, "-")) return true;
  struct stat st;
  int err = 0;
  bool exists = !stat(path, &st);
  if (exists) err = S_ISDIR(st.st_mode) ? EISDIR : access(path, W_OK) ? errno : 0;
  else if (errno != ENOENT) err = errno;
  /* A new file, or a file replaced through a temporary beside it (base/atomic_file.h): its folder
   * must exist and take it. */
  if (!err && (!exists || S_ISREG(st.st_mode))) {
    const char *slash = strrchr(path, '/');
    char *dir = slash ? strndup(path, slash == path ? 1 : (size_t)(slash - path)) : strdup(".");
    if (!dir) abort();
    if (access(dir, W_OK | X_OK)) err = errno;
    free(dir);
  }
  if (err) fprintf(stderr, "%s:0:0: error: cannot write the file: %s\n", path, strerror(err));
  return !err;
}

bool vl_cli_write(const char *path, const char *text, size_t len) {
  if (vl_atomic_write(path, text, len)) return true;
  fprintf(stderr, "%s:0:0: error: cannot write the file: %s\n", path, strerror(errno));
  return false;
}

bool vl_cli_uint(const char *option, const char *text, uint32_t *out) {
  char *end;
  unsigned long v = text ? strtoul(text, &end, 10) : 0;
  if (!text || !*text || *end || v > 100000) {
    fprintf(stderr, "verilocc: %s expects a number, got '%s'\n", option, text ? text : "");
    return false;
  }
  *out = (uint32_t)v;
  return true;
}

bool vl_cli_float(const char *option, const char *text, bool zero_ok, float *out) {
  char *end;
  double v = text ? strtod(text, &end) : 0;
  if (!text || !*text || *end || !(v > 0 || (zero_ok && v == 0)) || v > 10) {
    fprintf(stderr, "verilocc: %s expects a %s number up to 10, got '%s'\n", option, zero_ok ? "non-negative" : "positive",
            text ? text : "");
    return false;
  }
  *out = (float)v;
  return true;
}

bool vl_cli_ranks_open(vl_ranks *ranks) {
  vl_diags diags = {0};
  vl_status s = vl_ranks_open(ranks, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return s == VL_OK;
}

bool vl_cli_shard(const char *option, const char *text, uint32_t *shard, uint32_t *shards) {
  unsigned i, n;
  char end;
  if (text && sscanf(text, "%u/%u%c", &i, &n, &end) == 2 && n > 0 && n <= 100000 && i < n) {
    *shard = i, *shards = n;
    return true;
  }
  fprintf(stderr, "verilocc: %s expects I/N with 0 <= I < N, got '%s'\n", option, text ? text : "");
  return false;
}

bool vl_cli_seconds(const char *option, const char *text, double *out) {
  char *end;
  double v = text ? strtod(text, &end) : 0;
  if (!text || !*text || *end || !(v > 0) || v > 1e6) {
    fprintf(stderr, "verilocc: %s expects a number of seconds, got '%s'\n", option, text ? text : "");
    return false;
  }
  *out = v;
  return true;
}

bool vl_cli_split(const char *option, const char *text, int *split) {
  if (vl_split_parse(text, split)) return true;
  fprintf(stderr, "verilocc: %s takes train, val, test or all, got '%s'\n", option, text ? text : "");
  return false;
}

/* --version: what was built and what it runs with. */
static int version(void) {
  unsigned major, minor, build, revision;
  Z3_get_version(&major, &minor, &build, &revision);
  printf("%s (targets gfx90a, gfx942, gfx1100, sm_89, sm_90; LLVM 19 MIR; Z3 %u.%u.%u)\n", verilocc_version(), major,
         minor, build);
  return 0;
}

int main(int argc, char **argv) {
  /* A large run starts again with huge pages for its heap (base/hugepages.h). */
  if (vl_hugepages_large_run(argc, argv, VL_HUGEPAGES_MIN_INPUT)) vl_hugepages_restart("/proc/self/exe", argv);
  if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) {
    if (argc >= 3 && !strcmp(argv[1], "help") && vl_cli_command_usage(argv[2], stdout)) return 0;
    vl_cli_usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) return version();
  /* CMD -h / --help anywhere: that command's usage on stdout, as llc and clang do. */
  for (int i = 2; i < argc; i++) {
    if (!strcmp(argv[i], "--")) break;
    if ((!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) && vl_cli_command_usage(argv[1], stdout)) return 0;
  }
  static const struct {
    const char *name;
    int (*run)(int, char **);
  } commands[] = {{"alloc", vl_cmd_alloc},   {"verify", vl_cmd_verify},     {"repair", vl_cmd_repair},
                  {"mutate", vl_cmd_mutate}, {"collect", vl_cmd_collect},   {"stats", vl_cmd_stats},
                  {"normalize", vl_cmd_normalize}, {"dataset", vl_cmd_dataset}, {"eval", vl_cmd_eval},
                  {"sass-life", vl_cmd_sass_life}, {"train", vl_cmd_train}, {"chat-model", vl_cmd_chat_model},
                  {"report", vl_cmd_report},
                  {"run", vl_cmd_run},
                  {"calibrate", vl_cmd_calibrate},
                  {"spill-exact", vl_cmd_spill_exact},
                  {"compile", vl_cmd_compile}};
  for (size_t i = 0; i < sizeof commands / sizeof *commands; i++)
    if (!strcmp(argv[1], commands[i].name)) return commands[i].run(argc - 1, argv + 1);
  fprintf(stderr, "verilocc: error: unknown command '%s'\n", argv[1]);
  vl_cli_usage(stderr);
  return 2;
}
