/* verilocc: the command-line driver. Each subcommand lives in its own file. */
#include <stdlib.h>
#include <string.h>

#include "../corpus/split.h"
#include "cli.h"

void vl_cli_usage(FILE *out) {
  fputs("usage:\n"
        "  verilocc alloc IN.mir [-o OUT.mir] [--target T] [--allocator model|classical|exact|gguf] [--timeout S]\n"
        "                 [--json ASSIGN.json] [--asm OUT.s] [--max-vgprs N] [--max-sgprs N] [--max-agprs N] [--spilled S.mir] [--greedy-post P.mir]\n"
        "                 [--no-greedy] [--quiet] [--model M.gguf] [--k N] [--no-mask] [--seed S]\n"
        "                 model (the default; gguf with --model M.gguf through llama.cpp), the learned allocator: greedy\n"
        "                 proposal, k-1 sampled ones with verifier feedback, Z3 repair, classical fallback\n"
        "  verilocc verify IN.mir ASSIGN.json [--smt] [--target T] [--max-vgprs N] [--max-sgprs N] [--max-agprs N]\n"
        "  verilocc verify PRE.mir --post POST.mir [--function NAME] [--target T]\n"
        "                  translation validation: POST (any allocator's physical MIR) allocates PRE correctly\n"
        "  verilocc repair IN.mir ASSIGN.json -o OUT.json [--timeout S] [--target T] [--max-vgprs N] [--max-sgprs N] [--max-agprs N]\n"
        "                  the fewest register changes that make an assignment valid (Z3)\n"
        "  verilocc mutate IN.mir [--per-kind N] [--seed S] [--smt] [--allocator classical|exact] [--timeout S]\n"
        "                  fault injection into a valid assignment; --smt: Z3 and the native verifier must agree\n"
        "  verilocc mutate PRE.mir --post POST.mir [--per-kind N] [--seed S]\n"
        "                  fault injection into POST, judged by translation validation\n"
        "  verilocc collect [--families DIR] [--kernels DIR] [-o OUT] [-j N] [--targets T,...] [--only FAMILY,...]\n"
        "                   [--nvidia-bin DIR]   build the kernel corpus and its manifest\n"
        "  verilocc collect --sample MANIFEST -o DIR [--max-kb N]   copy a small subset of a corpus\n"
        "  verilocc stats MANIFEST.jsonl [--json OUT.json]   sizes, pressure and spills per family and target\n"
        "  verilocc normalize IN.mir [-o OUT] [--tokens]   the normalized text for models; --tokens: Qwen2 token counts\n"
        "  verilocc normalize IN.mir --assignment ASSIGN.json [--start-names] -o NORM.json   to normalized names\n"
        "  verilocc normalize IN.mir --denormalize NORM.json -o ASSIGN.json   back to the MIR's virtual registers\n"
        "  verilocc normalize --manifest MANIFEST.jsonl [--json OUT.json]   Qwen2 token counts over a corpus\n"
        "  verilocc dataset MANIFEST.jsonl -o DIR [--labels greedy|classical|exact] [--fallback none|classical|exact]\n"
        "                   train/val/test JSONL in chat format: normalized MIR in, assignment JSON out\n"
        "  verilocc eval MANIFEST.jsonl [--allocator classical|exact|model|gguf] [--model FILE] [--k N] [--samples N]\n"
        "                [--split train|val|test|all] [--limit N] [--temperature T] [--top-k N] [--seed S] [--no-mask]\n"
        "                [--timeout S] [--json REPORT.json]   Pass@1 raw/masked, Pass@k, failures, registers vs greedy\n"
        "  verilocc alloc K.sass [-o OUT.sass] [--json A.json] [--allocator NAME] [--max-regs N] [--ptx K.ptx]\n"
        "                                     NVIDIA SASS (sm_89, sm_90); --ptx: its launch bounds\n"
        "  verilocc verify K.sass --original | A.json [--smt]   ptxas's registers, or an assignment, on the webs\n"
        "  verilocc sass-life K.life.sass...   the SASS operand table against nvdisasm's life ranges\n"
        "  verilocc train MANIFEST.jsonl [-o MODEL.gguf] [--epochs N] [--batch N] [--seed N] [--threads N] [--lr X]\n"
        "                 [--dim N] [--layers N] [--heads N] [--ffn N] [--max-per-function N] [--max-minutes M] [--labels greedy|classical]\n"
        "                 train the model allocator on the train split (validation loss on val; deterministic per seed)\n"
        "  verilocc train MANIFEST.jsonl --measure MODEL.gguf [--allocator model|gguf|classical] [--split test] [--k N] [--skip N] [--max-functions N]\n"
        "                 raw and masked Pass@1 and Pass@k of a model over a split\n"
        "                 [--list-failures]   a line per failed masked proposal, with its first findings\n"
        "  verilocc chat-model -o OUT.gguf [--vocab V.gguf] [--dim N] [--layers N] [--heads N] [--ffn N] [--seed S] [--no-template]\n"
        "                 an untrained chat model around the Qwen2 tokenizer, to test --allocator gguf on chat models\n"
        "exit codes: 0 success/valid, 1 invalid assignment, 2 bad input, 3 allocation or tool failure\n",
        out);
}

vl_module *vl_cli_load(const char *path, const char *target_name) {
  vl_diags diags = {0};
  const vl_target *target = NULL;
  if (target_name) {
    target = vl_target_by_name(target_name, strlen(target_name));
    if (!target) {
      fprintf(stderr, "verilocc: unknown target '%s' (known: gfx90a, gfx942, gfx1100)\n", target_name);
      return NULL;
    }
  }
  vl_module *module = vl_mir_parse_file(path, target, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return module;
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

int main(int argc, char **argv) {
  if (argc < 2 || !strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
    vl_cli_usage(argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  if (!strcmp(argv[1], "alloc")) return vl_cmd_alloc(argc - 1, argv + 1);
  if (!strcmp(argv[1], "verify")) return vl_cmd_verify(argc - 1, argv + 1);
  if (!strcmp(argv[1], "repair")) return vl_cmd_repair(argc - 1, argv + 1);
  if (!strcmp(argv[1], "mutate")) return vl_cmd_mutate(argc - 1, argv + 1);
  if (!strcmp(argv[1], "collect")) return vl_cmd_collect(argc - 1, argv + 1);
  if (!strcmp(argv[1], "stats")) return vl_cmd_stats(argc - 1, argv + 1);
  if (!strcmp(argv[1], "normalize")) return vl_cmd_normalize(argc - 1, argv + 1);
  if (!strcmp(argv[1], "dataset")) return vl_cmd_dataset(argc - 1, argv + 1);
  if (!strcmp(argv[1], "eval")) return vl_cmd_eval(argc - 1, argv + 1);
  if (!strcmp(argv[1], "sass-life")) return vl_cmd_sass_life(argc - 1, argv + 1);
  if (!strcmp(argv[1], "train")) return vl_cmd_train(argc - 1, argv + 1);
  if (!strcmp(argv[1], "chat-model")) return vl_cmd_chat_model(argc - 1, argv + 1);
  fprintf(stderr, "verilocc: unknown command '%s'\n", argv[1]);
  vl_cli_usage(stderr);
  return 2;
}
