/* verilocc alloc IN.mir: the main job. Parse, analyse, allocate (the learned model's
 * loop by default, classical, or exact with Z3), verify, rewrite, compile with llc-19 (machine verifier on),
 * assemble and (--hsaco) link the code object, run LLVM greedy on the same MIR, and report both side by
 * side. The driver reads as the list of stages. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../alloc/assignment_json.h"
#include "../analysis/analysis.h"
#include "../base/atomic_file.h"
#include "../emit/asm_report.h"
#include "../emit/llc.h"
#include "../emit/rewrite.h"
#include "../pipeline/pipeline.h"
#include "alloc_html.h"
#include "alloc_report.h"
#include "alloc_options.h"
#include "cli.h"
#include "cubin_input.h"
#include "dump.h"

/* The pipeline's runs as the report shows them. */
static void fill_report(const vl_pipeline *p, vl_alloc_report *report, vl_arena *arena) {
  for (uint32_t f = 0; f < p->module->num_functions; f++) {
    const vl_function_run *in = &p->runs[f];
    vl_alloc_run *r = &report->runs[f];
    r->fn = in->fn;
    r->analysis = in->analysis;
    r->assignment = in->assignment;
    r->ms_alloc = in->ms_alloc;
    r->ms_verify = in->ms_verify;
    r->stats = vl_assignment_stats(r->fn, r->assignment);
    vl_callee_saves_count(r->fn, r->assignment, &r->stats);
    r->spill_cost = vl_spill_cost_of(r->fn, r->analysis->cfg);
    vl_callee_saves_cost(r->fn, r->assignment, r->analysis->cfg, &r->spill_cost);
    /* The spiller tallies rematerializations per module: a one-function module's are its own
     * (constants only: cheap). */
    vl_remats remats = {p->module->num_functions == 1 ? p->spill.counts.remats : 0, 0};
    vl_resource_usage usage = vl_resource_usage_of(p->module->target, r->stats.used);
    r->cost = vl_cost_of(r->fn, r->analysis->cfg, r->assignment, &usage, remats);
    if (in->note.has_exact) r->exact = &in->note.exact;
    if (in->note.has_loop) {
      r->learned_path = vl_arena_strndup(arena, in->note.loop.text, strlen(in->note.loop.text));
      r->learned_tries = in->note.loop.tries;
    }
  }
}

/* Whether the exact allocator proved its answer, per function, under the report. */
static void print_exact(const vl_module *module, const vl_alloc_report *report, FILE *out) {
  for (uint32_t f = 0; f < module->num_functions; f++) {
    const vl_exact_result *e = report->runs[f].exact;
    if (!e) continue;
    fprintf(out, "%s: ", module->functions[f].name);
    if (e->optimal) fprintf(out, "exact: optimal in %.2f s", e->seconds);
    else fprintf(out, "exact: best found in %.2f s (not proven optimal)", e->seconds);
    fprintf(out, "; VGPR+AGPR %u, SGPR %u, %u of %u copies left", e->top[VL_FILE_VECTOR] + e->top[VL_FILE_ACCUM],
            e->top[VL_FILE_SCALAR], e->copies_left, e->copies);
    if (e->from_classical) fprintf(out, " (the classical allocation: Z3 found nothing better)");
    else if (e->classical_bound) fprintf(out, " (classical: VGPR+AGPR %u)", e->classical_bound);
    fputc('\n', out);
  }
}

/* The assignment JSON, and the physical MIR to -o and to `llc_mir` (llc's input). */
static int write_outputs(const vl_pipeline *p, const vl_alloc_cli *o, vl_alloc_report *report, const char *llc_mir) {
  vl_diags diags = {0};
  int rc = 0;
  if (o->json && vl_assignment_write_json(o->json, p->module, p->assignments, &diags) != VL_OK) rc = 3;
  double t0 = vl_now_ms();
  char *text = NULL;
  size_t len = 0;
  if (!rc && vl_pipeline_mir_rewrite(p, &text, &len, &report->rewrite, &diags) != VL_OK) rc = 3;
  report->ms_rewrite = vl_now_ms() - t0;
  if (!rc) vl_dump_text(o->dump_after, "rewrite", VL_SYNTAX_MIR, text, len);
  if (!rc && o->out && !vl_cli_write(o->out, text, len)) rc = 3;
  if (!rc && llc_mir && (!o->out || strcmp(o->out, llc_mir)) && !vl_cli_write(llc_mir, text, len)) rc = 3;
  free(text);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return rc;
}

/* The cost of LLVM greedy's post-RA MIR of the same input, per function, and with
 * `spill_line` its spill code for the report's spill line (--greedy-post), with the
 * copies between VGPRs and AGPRs it wrote where `input` has no AGPR virtual register. */
static int greedy_costs(vl_alloc_report *report, const vl_module *input, const char *path, bool spill_line,
                        vl_arena *arena) {
  vl_module *post = vl_cli_load(path, report->module->target->name);
  if (!post) return 2;
  for (uint32_t f = 0; f < report->module->num_functions; f++) {
    vl_alloc_run *run = &report->runs[f];
    for (uint32_t g = 0; g < post->num_functions; g++) {
      if (strcmp(post->functions[g].name, run->fn->name)) continue;
      run->greedy_cost = vl_cost_of_physical(&post->functions[g], arena);
      run->have_greedy_cost = true;
      run->greedy_spill_cost = run->greedy_cost.added.spill;
      /* The spilled module keeps the input's functions in their order (pipeline_mir.c). */
      vl_spill_cost_add_agpr_copies(&run->greedy_spill_cost, &post->functions[g],
                                    vl_cfg_compute(&post->functions[g], arena), &input->functions[f]);
      run->have_greedy_spill_cost = spill_line;
    }
  }
  vl_module_free(post);
  return 0;
}

/* llc-19 on our physical MIR, the assembler, and (--hsaco) the linker; greedy on the same input. */
static int run_llvm(const vl_module *module, const vl_alloc_cli *o, const char *mir_path, const char *asm_path,
                    const char *hsaco, const char *scratch, vl_alloc_report *report, vl_arena *arena) {
  vl_diags diags = {0};
  vl_llc_options llc = {.cpu = module->target->name};
  int rc = 0;
  char obj[4096], greedy_asm[4096], greedy_in[4096];
  if (asm_path) {
    double t0 = vl_now_ms();
    if (vl_llc_compile_physical(&llc, mir_path, asm_path, &diags) != VL_OK) rc = 3;
    report->ms_llc = vl_now_ms() - t0;
    snprintf(obj, sizeof obj, "%s/out.o", scratch);
    if (!rc && vl_assemble(&llc, asm_path, obj, &diags) != VL_OK) rc = 3;
    if (!rc && hsaco && vl_link_code_object(&llc, obj, hsaco, &diags) != VL_OK) rc = 3;
    if (!rc && vl_asm_report_parse_file(asm_path, &report->ours, &diags) != VL_OK) rc = 3;
    report->have_ours = rc == 0;
  }
  if (!o->no_greedy) {
    snprintf(greedy_asm, sizeof greedy_asm, "%s/greedy.s", scratch);
    snprintf(greedy_in, sizeof greedy_in, "%s/greedy-in.mir", scratch);
    FILE *f = fopen(greedy_in, "w");
    vl_rewrite_options fixups = {.fixups_only = true};
    bool ok = f && vl_rewrite_module_to_file(module, NULL, NULL, &fixups, f, NULL, &diags) == VL_OK;
    if (f && fclose(f)) ok = false;
    if (ok && vl_llc_compile_greedy(&llc, greedy_in, greedy_asm, &report->greedy_timing, &diags) == VL_OK &&
        vl_asm_report_parse_file(greedy_asm, &report->greedy, &diags) == VL_OK)
      report->have_greedy = true;
    else
      fprintf(stderr, "verilocc: warning: LLVM greedy on the same MIR failed; no comparison\n");
    /* Its post-RA MIR, for the cost model (unless --greedy-post gave it). A second greedy run:
     * the assembly cannot be made from this MIR instead, since llc-19 does not read its own
     * wave32 post-RA MIR back ("missing implicit register operand 'implicit $vcc'"). */
    char greedy_post[4096];
    snprintf(greedy_post, sizeof greedy_post, "%s/greedy-post.mir", scratch);
    if (report->have_greedy && !o->greedy_post &&
        (vl_llc_greedy_post_mir(&llc, greedy_in, greedy_post, &diags) != VL_OK ||
         greedy_costs(report, module, greedy_post, false, arena) != 0))
      fprintf(stderr, "verilocc: warning: LLVM greedy's post-RA MIR could not be read; no cost comparison\n");
  }
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  return rc;
}

/* MIR: the pipeline, then the physical MIR, llc-19 and LLVM greedy beside it. */
static int alloc_mir(vl_alloc_cli o, vl_module *input, double ms_parse) {
  int rc = 0;
  vl_dump_text(o.dump_after, "parse", VL_SYNTAX_MIR, input->text, input->text_len);
  vl_allocator *allocator = vl_alloc_cli_open_allocator(&o);
  if (!allocator) return vl_module_free(input), 2;
  vl_pipeline *p = vl_pipeline_new(input, allocator, &o.budget, NULL);
  vl_diags diags = {0};
  vl_status s = vl_pipeline_run(p, &diags);
  vl_diags_print(&diags, stderr);
  vl_diags_free(&diags);
  vl_cli_report_no_fit(p);
  if (s == VL_BAD_INPUT) rc = 2;   /* input the spiller cannot work on; no room is 3 */
  else if (s != VL_OK) rc = 3;
  vl_module *module = p->module;
  vl_arena arena = {0};
  vl_alloc_report report = {.module = module, .ms_parse = ms_parse, .spill = p->spill, .spill_functions = p->spill_functions};
  report.runs = VL_NEW_ARRAY(&arena, vl_alloc_run, module->num_functions);
  if (!rc) fill_report(p, &report, &arena);
  if (!rc) {
    vl_dump_text(o.dump_after, "spill", VL_SYNTAX_MIR, module->text, module->text_len);
    vl_dump_text(o.dump_after, "split", VL_SYNTAX_MIR, module->text, module->text_len);
    if (o.dump_after && !strcmp(o.dump_after, "allocate"))
      vl_dump_json(o.dump_after, "allocate", VL_SYNTAX_MIR, vl_assignment_json(module, p->assignments, NULL, NULL));
  }
  if (!rc && o.spilled && !vl_cli_write(o.spilled, module->text, module->text_len)) rc = 3;
  if (!rc && o.greedy_post) rc = greedy_costs(&report, input, o.greedy_post, true, &arena);
  char scratch[] = "/tmp/verilocc-XXXXXX";
  if (!rc && !mkdtemp(scratch)) {
    perror("verilocc: mkdtemp");
    rc = 3;
  }
  char tmp_mir[64], tmp_asm[64];
  snprintf(tmp_mir, sizeof tmp_mir, "%s/out.mir", scratch);
  snprintf(tmp_asm, sizeof tmp_asm, "%s/out.s", scratch);
  /* llc-19 and ld.lld-19 write --asm and --hsaco under temporary names, renamed at the end of a
   * run that succeeded (base/atomic_file.h). */
  vl_atomic_file asm_out = {.slot = -1}, hsaco_out = {.slot = -1};
  const char *unnamed = !rc && o.asm_path && !vl_atomic_begin(&asm_out, o.asm_path) ? o.asm_path
                        : !rc && o.hsaco && !vl_atomic_begin(&hsaco_out, o.hsaco) ? o.hsaco
                                                                                 : NULL;
  if (unnamed) fprintf(stderr, "%s:0:0: error: cannot write the file: %s\n", unnamed, strerror(errno)), rc = 3;
  const char *hsaco = o.hsaco ? vl_atomic_name(&hsaco_out) : NULL;
  /* The code object is linked from the assembly: --hsaco alone still needs one. */
  const char *asm_path = o.asm_path ? vl_atomic_name(&asm_out) : o.hsaco ? tmp_asm : NULL;
  const char *llc_mir = !asm_path ? NULL : tmp_mir;   /* -o may be stdout or a device */
  if (!rc) rc = write_outputs(p, &o, &report, llc_mir);
  if (!rc) rc = run_llvm(input, &o, llc_mir, asm_path, hsaco, scratch, &report, &arena);   /* greedy reads the input */
  if (!rc && o.html) {   /* first, so that the report can say how long the page took */
    char greedy_post[4096];
    snprintf(greedy_post, sizeof greedy_post, "%s/greedy-post.mir", scratch);
    const char *post = o.greedy_post ? o.greedy_post : access(greedy_post, R_OK) == 0 ? greedy_post : NULL;
    double t0 = vl_now_ms();
    rc = vl_alloc_html_write(&report, o.allocator, post, o.html);
    report.ms_html = vl_now_ms() - t0;
  }
  if (!rc && !o.quiet) {
    FILE *out = o.out && !strcmp(o.out, "-") ? stderr : stdout;
    vl_alloc_report_print(&report, out);
    print_exact(module, &report, out);
  }
  if (!rc && o.report && vl_alloc_report_write_json(&report, o.report) != VL_OK) rc = 3;
  if (!vl_atomic_finish(&asm_out, !rc) && !rc) rc = 3;
  if (!vl_atomic_finish(&hsaco_out, !rc) && !rc) rc = 3;
  vl_alloc_report_free(&report);
  if (strcmp(scratch, "/tmp/verilocc-XXXXXX")) {
    char cmd[128];
    const char *names[] = {"out.mir", "out.s", "out.o", "greedy.s", "greedy-in.mir", "greedy-post.mir"};
    for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
      snprintf(cmd, sizeof cmd, "%s/%s", scratch, names[i]);
      unlink(cmd);
    }
    rmdir(scratch);
  }
  vl_arena_free(&arena);
  vl_pipeline_free(p);
  vl_allocator_close(allocator);
  vl_module_free(input);
  return rc;
}

int vl_cmd_alloc(int argc, char **argv) {
  double t0 = vl_now_ms();
  vl_alloc_cli o;
  int rc = vl_alloc_cli_parse(argc, argv, &o);
  if (rc) return rc;
  o.start_ms = t0;
  char *listing = NULL;   /* a cubin alone: nvdisasm's listing of it, then as with --cubin */
  if (vl_cli_is_cubin(o.in)) {
    if (o.cubin) {
      fprintf(stderr, "verilocc alloc: error: %s is a cubin: give it alone, or its listing (nvdisasm -hex -c) with --cubin %s\n",
              o.in, o.cubin);
      return 2;
    }
    if (!o.out) {
      fprintf(stderr, "verilocc alloc: error: a cubin input (%s) needs -o OUT.cubin, where the cubin with our registers goes\n", o.in);
      return 2;
    }
    if (!(listing = vl_cli_disassemble_cubin(o.in))) return 3;
    o.cubin = o.in;
    o.in = listing;
  }
  vl_syntax syntax;
  vl_module *input = vl_cli_load_any(o.in, o.target, &syntax);
  if (!input) rc = 2;
  else if ((rc = vl_alloc_cli_check(&o, syntax))) vl_module_free(input);
  else {
    if (!o.allocator) o.allocator = vl_alloc_default_allocator(syntax);
    double ms_parse = vl_now_ms() - t0;
    rc = syntax == VL_SYNTAX_SASS ? vl_alloc_sass(&o, input, ms_parse) : alloc_mir(o, input, ms_parse);
  }
  if (listing && !rc) unlink(listing);
  else if (listing) fprintf(stderr, "verilocc alloc: note: nvdisasm's listing of %s is kept at %s\n", o.cubin, listing);
  free(listing);
  return rc;
}
