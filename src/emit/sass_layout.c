/* Inserted instructions laid out as machine code (see sass_layout.h). */
#include "sass_layout.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/arena.h"
#include "../front/sass_frame.h"
#include "../front/sass_internal.h"
#include "sass_words.h"

enum {
  STALL_BITS = 41,                /* control bits in the high word: stall 41-44, yield 45, */
  WRITE_BARRIER_BITS = 46,        /* write scoreboard 46-48, read scoreboard 49-51, */
  READ_BARRIER_BITS = 49,         /* wait mask 52-57, reuse flags 58-61 */
  WAIT_BITS = 52,
  REUSE_BITS = 58,
  SPILL_BARRIER = 5,
  SAFE_STALL = 13,                /* the longest stall the corpus shows ptxas setting */
};

/* IADD3 R1, R1, -N, RZ: the low word, N's two's complement in its upper half (every frame
 * instruction of the corpus is this form). */
static const uint64_t FRAME_LO = 0x0000000001017810ull;
static uint64_t frame_lo(uint32_t bytes) { return FRAME_LO | (uint64_t)(0u - bytes) << 32; }

void vl_sass_layout_of(const vl_sass_moves *mv, uint32_t count, vl_sass_layout *out) {
  *out = (vl_sass_layout){.count = count};
  out->address = malloc((count + 1) * sizeof *out->address);
  out->entry = malloc((count + 1) * sizeof *out->entry);
  if (!out->address || !out->entry) abort();
  uint32_t address = 0, k = 0;
  for (uint32_t i = 0; i < count; i++) {
    bool entered = false;
    for (; mv && k < mv->count && mv->moves[k].before == i; k++, address += 16)
      if (!vl_sass_move_after(&mv->moves[k]) && !entered) out->entry[i] = address, entered = true;
    out->address[i] = address;
    if (!entered) out->entry[i] = address;
    address += 16;
  }
  out->new_count = address / 16;
}

void vl_sass_layout_free(vl_sass_layout *l) {
  free(l->address), free(l->entry);
  *l = (vl_sass_layout){0};
}

static uint64_t control_field(uint64_t hi, unsigned at, unsigned width) { return hi >> at & ((1ull << width) - 1); }
static uint64_t set_control(uint64_t hi, unsigned at, unsigned width, uint64_t v) {
  uint64_t mask = ((1ull << width) - 1) << at;
  return (hi & ~mask) | (v << at & mask);
}

/* The words of inserted move x, registers 0 (the text's are encoded afterwards). */
static void encode_move(const vl_sass_move *x, uint32_t frame_growth, uint64_t *lo, uint64_t *hi) {
  switch (x->op) {
  case VL_SASS_STL: *lo = 0x0000000001007387ull | (uint64_t)(x->offset & 0xffffff) << 40, *hi = 0x0000000000100800ull; break;
  case VL_SASS_LDL: *lo = 0x0000000001007983ull | (uint64_t)(x->offset & 0xffffff) << 40, *hi = 0x0000000000100800ull; break;
  case VL_SASS_FRAME: *lo = frame_lo(frame_growth), *hi = 0x0000000007ffe0ffull; break;
  default: *lo = 0x0000000000007202ull, *hi = 0x0000000000000f00ull; break;
  }
  *hi = set_control(*hi, STALL_BITS, 4, SAFE_STALL);
  *hi = set_control(*hi, WRITE_BARRIER_BITS, 3, x->op == VL_SASS_LDL ? SPILL_BARRIER : 7);
  *hi = set_control(*hi, READ_BARRIER_BITS, 3, x->op == VL_SASS_STL ? SPILL_BARRIER : 7);
  *hi = set_control(*hi, WAIT_BITS, 6, 0x3f);
}

static bool fail(vl_diags *d, const vl_module *m, uint32_t line, const char *fmt, const char *name) {
  vl_diag_add(d, m->path, line, 1, VL_CAT_NONE, fmt, name);
  return false;
}

/* Words for one function's section of the written listing (lines out[first..first+n)). */
static bool lay_out(const vl_module *m, uint32_t f, const vl_sass_moves *mv, const vl_sass_listing *in, uint32_t in_first,
                    const vl_sass_listing *out, uint32_t out_first, const char *text, vl_arena *arena,
                    vl_text_edit **edits, size_t *num_edits, vl_diags *d) {
  const vl_function *fn = &m->functions[f];
  uint32_t count = 0;
  while (in_first + count < in->count && in->lines[in_first + count].section == in->lines[in_first].section) count++;
  for (uint32_t i = 0; i < count; i++)
    if (!in->lines[in_first + i].has_words || in->lines[in_first + i].address != 16 * i)
      return fail(d, m, in->lines[in_first + i].line, "cannot lay out the inserted instructions of %s: the input "
                  "needs every instruction with its words (nvdisasm -hex -c), one line each", fn->name);
  vl_sass_layout layout;
  vl_sass_layout_of(mv, count, &layout);
  uint32_t growth = vl_sass_frame_growth(fn, mv);
  /* Slots past ptxas's own frame lower R1 further: its IADD3's immediate grows (the text's did). */
  vl_sass_frame frame;
  const char *no_frame;
  bool grown = growth && vl_sass_frame_find(fn, &frame, &no_frame) && !frame.absent;
  bool ok = true;
  uint32_t o = out_first, k = 0;
  uint64_t *lo = VL_NEW_ARRAY(arena, uint64_t, layout.new_count + 1), *hi = VL_NEW_ARRAY(arena, uint64_t, layout.new_count + 1);
  int32_t *from = VL_NEW_ARRAY(arena, int32_t, layout.new_count + 1);   /* input instruction, or -1 - move */
  for (uint32_t i = 0, n = 0; i < count && ok; i++) {
    for (; k < mv->count && mv->moves[k].before == i; k++) from[n++] = -1 - (int32_t)k;
    from[n++] = (int32_t)i;
  }
  for (uint32_t n = 0; n < layout.new_count && ok; n++, o++) {
    const vl_sass_word_line *w = o < out->count ? &out->lines[o] : NULL;
    if (!w || w->section != out->lines[out_first].section || w->address != 16 * n) {
      ok = fail(d, m, w ? w->line : 0, "cannot lay out the inserted instructions of %s: the written listing does "
                "not hold the input's instructions and the moves in order", fn->name);
      break;
    }
    if (from[n] >= 0) {
      const vl_sass_word_line *src = &in->lines[in_first + from[n]];
      lo[n] = src->lo, hi[n] = src->hi;
      int64_t target;
      if (vl_sass_hex_branch_target(m->target, lo[n], hi[n], src->address, &target)) {
        if (target < 0 || target % 16 || target / 16 >= count) {
          ok = fail(d, m, src->line, "cannot lay out the inserted instructions of %s: a branch out of its function", fn->name);
          break;
        }
        vl_sass_hex_branch_retarget(m->target, &lo[n], &hi[n], w->address, layout.entry[target / 16]);
      }
      if (grown && (uint32_t)from[n] == frame.instr) {
        if (lo[n] != frame_lo(frame.bytes)) {
          ok = fail(d, m, src->line, "cannot grow the frame of %s: its IADD3 R1 is not encoded as the corpus's "
                    "(0x810, the immediate in bits 32-63)", fn->name);
          break;
        }
        lo[n] = frame_lo(frame.bytes + growth);
      }
      const char *t = text + w->text_begin;
      bool reuse = false;
      for (uint32_t p = 0; p + 6 <= w->text_end - w->text_begin; p++) reuse |= !memcmp(t + p, ".reuse", 6);
      if (!reuse) hi[n] = set_control(hi[n], REUSE_BITS, 4, 0);
    } else {
      encode_move(&mv->moves[-1 - from[n]], growth, &lo[n], &hi[n]);
      if (n > 0 && from[n - 1] >= 0 && control_field(hi[n - 1], STALL_BITS, 4) < SAFE_STALL) {
        hi[n - 1] = set_control(hi[n - 1], STALL_BITS, 4, SAFE_STALL);
        hi[n - 1] = set_control(hi[n - 1], STALL_BITS + 4, 1, 0);   /* as ptxas sets long stalls: no yield */
      }
    }
    if (n > 0 && from[n - 1] < 0 && vl_sass_move_slot(&mv->moves[-1 - from[n - 1]]))
      hi[n] = set_control(hi[n], WAIT_BITS, 6, control_field(hi[n], WAIT_BITS, 6) | 1u << SPILL_BARRIER);
  }
  for (uint32_t n = 0; n < layout.new_count && ok; n++) {
    const vl_sass_word_line *w = &out->lines[out_first + n];
    char *words = vl_arena_printf(arena, " /* 0x%016llx */\n%*s/* 0x%016llx */", (unsigned long long)lo[n],
                                  (int)(w->text_begin - vl_text_line_start(text, w->text_begin)), "",
                                  (unsigned long long)hi[n]);
    (*edits)[(*num_edits)++] = (vl_text_edit){w->text_end, w->text_end, words, (uint32_t)strlen(words), 0, false};
  }
  vl_sass_layout_free(&layout);
  return ok;
}

vl_status vl_sass_layout_words(const vl_module *input, const vl_sass_moves *moves, const char *text, size_t len,
                               vl_strbuf *out, vl_diags *diags) {
  vl_sass_listing in, written;
  vl_sass_listing_read(input->text, input->text_len, &in);
  vl_sass_listing_read(text, len, &written);
  vl_arena arena = {0};
  vl_text_edit *edits = calloc(written.count + 1, sizeof *edits);
  if (!edits) abort();
  size_t num_edits = 0;
  bool ok = true;
  for (uint32_t f = 0; f < input->num_functions && ok; f++) {
    if (!moves[f].count) continue;
    const char *name = input->functions[f].name;
    uint32_t a = 0, b = 0;
    while (a < in.count && strcmp(in.section_names[in.lines[a].section], name)) a++;
    while (b < written.count && strcmp(written.section_names[written.lines[b].section], name)) b++;
    if (a == in.count || b == written.count) {
      ok = fail(diags, input, input->functions[f].line, "cannot lay out the inserted instructions of %s: no code "
                "section for it in the listing", name);
      break;
    }
    ok = lay_out(input, f, &moves[f], &in, a, &written, b, text, &arena, &edits, &num_edits, diags);
  }
  if (ok) {
    vl_text_edits_sort(edits, num_edits);
    uint32_t bad;
    if (!vl_text_edits_apply(text, (uint32_t)len, edits, num_edits, out, &bad))
      ok = fail(diags, input, 0, "internal error: overlapping edits%s", "");
  }
  free(edits);
  vl_arena_free(&arena);
  vl_sass_listing_free(&in);
  vl_sass_listing_free(&written);
  return ok ? VL_OK : VL_BAD_INPUT;
}
