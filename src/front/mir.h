/* The machine IR we read from LLVM 19 MIR files: modules of functions of blocks
 * of instructions of operands. Produced by mir_parse.c; every later stage reads
 * it. Text offsets into the module's source are kept so that the rewriter can
 * change register operands and nothing else. */
#ifndef VL_MIR_H
#define VL_MIR_H
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "../base/arena.h"
#include "../base/diag.h"
#include "../base/textedit.h"
#include "../target/target.h"

typedef enum vl_operand_kind {
  VL_OP_VREG,      /* %12, %12.sub1 */
  VL_OP_PREG,      /* $vgpr0, $sgpr4_sgpr5, $exec */
  VL_OP_NOREG,     /* $noreg, _ */
  VL_OP_IMM,       /* 12, -1, i32 7 */
  VL_OP_FPIMM,     /* float 1.0 */
  VL_OP_BLOCK,     /* %bb.3 (imm = block number) */
  VL_OP_FRAME,     /* %stack.0, %fixed-stack.1 (imm = index) */
  VL_OP_REGMASK,   /* csr_amdgpu, ... (a call's clobber list; name kept) */
  VL_OP_OTHER,     /* globals, target flags, metadata, %const.N, %ir-block.N, mcsymbol, ... */
} vl_operand_kind;

enum {
  VL_OPF_DEF = 1u << 0,            /* explicit def (before '=') or implicit-def */
  VL_OPF_IMPLICIT = 1u << 1,       /* implicit or implicit-def */
  VL_OPF_UNDEF = 1u << 2,
  VL_OPF_DEAD = 1u << 3,
  VL_OPF_KILLED = 1u << 4,
  VL_OPF_EARLY_CLOBBER = 1u << 5,
  VL_OPF_RENAMABLE = 1u << 6,
  VL_OPF_INTERNAL = 1u << 7,
  VL_OPF_DEBUG = 1u << 8,          /* debug-use / debug-def, or any operand of a DBG_ instruction */
};

typedef struct vl_operand {
  uint8_t kind;         /* vl_operand_kind */
  uint16_t flags;       /* VL_OPF_* */
  int16_t tied;         /* index of the tied operand in the same instruction, -1 if none */
  uint32_t reg;         /* VREG: virtual register id; PREG: unused (see preg) */
  vl_physreg preg;      /* PREG */
  vl_subreg subreg;     /* VREG: subregister index, 0 = whole register; also the index of a %subreg.X (OTHER) */
  int64_t imm;          /* IMM value; BLOCK number; FRAME index */
  const char *text;     /* REGMASK / OTHER: the operand's text (arena copy) */
  uint32_t begin, end;  /* byte offsets of the whole operand text in the module source,
                           flags, class annotation, LLT type and (tied-def N) included */
  uint32_t line, col;
} vl_operand;

typedef struct vl_instr {
  const char *opcode;   /* "V_ADD_U32_e32", "COPY", "S_CBRANCH_SCC1" (arena copy) */
  vl_operand *ops;
  uint32_t num_ops;
  uint32_t num_defs;    /* operands before '=' (explicit defs) */
  uint32_t block;       /* index of the owning block */
  uint32_t begin, end;  /* byte offsets of the instruction's line(s), without the newline */
  uint32_t line, col;
  bool is_copy;         /* COPY */
  bool is_terminator;   /* S_BRANCH, S_CBRANCH_*, SI_*_BRANCH..., S_ENDPGM, SI_RETURN... (by opcode name) */
  bool is_debug;        /* DBG_VALUE, DBG_LABEL, ... */
  bool in_bundle;       /* between a bundle's braces; its header (BUNDLE ... {), whose operands sum
                           up the bundle's, is an instruction of its own just before */
} vl_instr;

typedef struct vl_livein {
  vl_physreg reg;
  uint64_t llvm_lanemask;  /* 0 when absent (whole register) */
} vl_livein;

typedef struct vl_block {
  uint32_t number;          /* N of bb.N */
  const char *label;        /* the text after "bb.N" on the label line, e.g. " (%ir-block.6):" */
  uint32_t *succs;          /* block indices */
  uint32_t *succ_prob;      /* numerators over 0x80000000; parsed or implied equal */
  uint32_t num_succs;
  bool succ_prob_given;
  uint32_t *preds;          /* block indices, filled by the parser from successors */
  uint32_t num_preds;
  vl_livein *liveins;
  uint32_t num_liveins;
  uint32_t first_instr, num_instrs;   /* range in function->instrs */
  uint32_t label_begin;     /* offset of "bb.N" */
  uint32_t header_end;      /* offset just after the last header line (label, successors, liveins) */
  uint32_t liveins_begin, liveins_end;   /* the "liveins: ..." line without its newline; 0,0 if none */
  uint32_t line;
} vl_block;

typedef struct vl_vreg {
  int16_t cls;              /* register class index, -1 if never given */
  bool used;                /* appears in the body */
  bool listed;              /* has an entry under registers: */
  uint32_t hint_vreg;       /* preferred-register '%N' + 1, 0 if none */
  vl_physreg hint_preg;     /* preferred-register '$reg' (count 0 if none) */
  uint32_t line, col;       /* where its class was declared */
} vl_vreg;

typedef struct vl_func_livein {
  vl_physreg reg;
  uint32_t vreg;            /* id + 1; 0 when '' */
} vl_func_livein;

/* The machineFunctionInfo registers that the ABI and the frame fix. */
typedef struct vl_machine_info {
  bool is_entry_function;
  vl_physreg scratch_rsrc_reg, frame_offset_reg, stack_ptr_offset_reg;
  vl_physreg sgpr_for_exec_copy, long_branch_reserved_reg, vgpr_for_agpr_copy;
  uint32_t occupancy;
} vl_machine_info;

typedef struct vl_function {
  const char *name;
  struct vl_module *module;
  vl_arena arena;
  vl_block *blocks;         /* layout order */
  uint32_t num_blocks;
  vl_instr *instrs;         /* layout order, block by block */
  uint32_t num_instrs;
  vl_vreg *vregs;           /* indexed by id */
  uint32_t num_vregs;       /* highest id + 1 */
  const char **vreg_names;  /* indexed by id: a named register's name (%foo: "foo"), NULL for %N;
                               NULL when the function names none (mir_names.c) */
  vl_func_livein *liveins;
  uint32_t num_liveins;
  vl_machine_info info;
  uint32_t flat_workgroup_max;   /* from the IR attribute "amdgpu-flat-work-group-size", 1024 by default;
                                    SASS: the PTX's .maxntid/.reqntid (ptx_bounds.h), 0 when not known */
  uint32_t define_brace;         /* offset of the "{" that ends the IR define line; 0: no IR definition */
  bool waves_per_eu;             /* its attribute group sets "amdgpu-waves-per-eu" */
  uint32_t min_blocks_per_sm;    /* SASS: the PTX's .minnctapersm, 0 when none */
  uint32_t max_regs_directive;   /* SASS: the PTX's .maxnreg, 0 when none */
  uint32_t shared_bytes;         /* memory a workgroup/block shares: machineFunctionInfo's ldsSize (MIR);
                                    SASS: the PTX's .shared variables the entry names (ptx_bounds.h), 0 unknown */
  bool uses_agprs;               /* an AGPR class or register appears */
  bool has_calls;                /* a register mask operand appears */
  /* Text layout, byte offsets into module->text. */
  uint32_t doc_begin, doc_end;   /* from "---" to the "..." line, inclusive */
  uint32_t registers_begin, registers_end;   /* the "registers:" key up to the next top-level key */
  uint32_t liveins_begin, liveins_end;       /* the "liveins:" key up to the next top-level key */
  uint32_t stack_begin, stack_end;           /* the "stack:" key up to the next top-level key (0, 0: none) */
  uint32_t body_begin;           /* first byte of the body text (after "body: |\n") */
  uint32_t line;
  /* SASS (front/sass.h): ptxas's register per vreg id, and its SHI_REGISTERS (-1 absent). */
  const vl_physreg *original_reg;
  /* SASS with encoding words (nvdisasm -hex): per instruction its high word (control bits 41-63:
   * scoreboards, waits; front/sass_scoreboards.c), 0 where unknown (an inserted move); NULL without. */
  const uint64_t *sass_control;
  int32_t shi_registers;
} vl_function;

typedef struct vl_module {
  const char *path;
  char *text;               /* the whole file, NUL-terminated */
  uint32_t text_len;
  char *owned_text;         /* text, where the module took it from its maker (vl_mir_reuse.take_text) */
  const vl_target *target;  /* from --target or the IR's "target-cpu" */
  uint32_t ir_begin, ir_end;   /* the embedded LLVM IR document ("--- |" ... "..."); ir_end == 0 if none */
  vl_function *functions;
  uint32_t num_functions;
  uint32_t reused_instrs;   /* instruction lines taken from an old parse (vl_mir_parse_text_reusing) */
  uint32_t reused_registers;   /* and registers: entries */
  vl_arena arena;
} vl_module;

/* Parse a MIR file. `target` may be NULL to infer it. Errors (file:line:col) go to diags;
 * returns NULL with VL_BAD_INPUT semantics on failure. */
vl_module *vl_mir_parse_file(const char *path, const vl_target *target, vl_diags *diags);
vl_module *vl_mir_parse_text(const char *path, const char *text, uint32_t len, const vl_target *target,
                             vl_diags *diags);
/* A new text made by edits of a parsed module's (old->text): the stretches the edits left
 * unchanged, in order (vl_text_edits_copies). */
typedef struct vl_mir_reuse {
  const vl_module *old;
  const vl_text_copy *copies;
  size_t num_copies;
  /* The new text is malloc'd and NUL-terminated at len: the module takes it instead of a copy
   * (and frees it, also when the parse fails). A large kernel's text, copied each spill round,
   * was faulted in twice. */
  bool take_text;
} vl_mir_reuse;
/* vl_mir_parse_text, with the instruction lines that `reuse` says are unchanged taken from the old
 * parse instead of being lexed again (mir_reuse.c); the result is the same. reuse may be NULL. */
vl_module *vl_mir_parse_text_reusing(const char *path, const char *text, uint32_t len, const vl_target *target,
                                     const vl_mir_reuse *reuse, vl_diags *diags);
void vl_module_free(vl_module *module);

/* The function called `name`, or NULL (also for a NULL module or name). */
const vl_function *vl_module_function(const vl_module *module, const char *name);

/* 1-based line and column of a byte offset (for diagnostics about later passes). */
void vl_module_position(const vl_module *module, uint32_t offset, uint32_t *line, uint32_t *col);

static inline const vl_instr *vl_block_instr(const vl_function *fn, const vl_block *b, uint32_t i) {
  return &fn->instrs[b->first_instr + i];
}
/* The spelling of virtual register id in fn's text: "%12", or "%foo" for a named one. */
const char *vl_vreg_spelling(const vl_function *fn, uint32_t id, char *buf, size_t size);
/* The id of the virtual register spelled s ("%12" or "%foo") in fn; false if it has none. */
bool vl_vreg_by_spelling(const vl_function *fn, const char *s, uint32_t *id);

/* Where text[begin, end), a virtual register operand as written ("killed %12.sub0:vgpr_32",
 * "%foo"), spells its register: [*token_begin, *token_end) is "%12" or "%foo". */
bool vl_mir_vreg_token(const char *text, uint32_t begin, uint32_t end, uint32_t *token_begin, uint32_t *token_end);

/* A return to the caller (SI_RETURN, SI_TCRETURN*: a tail call returns too), where
 * the callee-saved registers must hold their entry values again. */
static inline bool vl_instr_is_return(const vl_instr *in) {
  return !strncmp(in->opcode, "SI_RETURN", 9) || !strncmp(in->opcode, "SI_TCRETURN", 11);
}
/* The register mask of a call (its clobber list), or NULL: not a call. */
static inline const char *vl_instr_regmask(const vl_instr *in) {
  for (uint32_t o = 0; o < in->num_ops; o++)
    if (in->ops[o].kind == VL_OP_REGMASK) return in->ops[o].text;
  return 0;
}
static inline const vl_regclass *vl_vreg_class(const vl_function *fn, uint32_t vreg) {
  int c = fn->vregs[vreg].cls;
  return c < 0 ? 0 : &fn->module->target->classes[c];
}

#endif
