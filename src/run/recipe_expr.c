/* Integer expressions of launch recipes (see recipe_expr.h): precedence climbing. */
#include "recipe_expr.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct parser {
  const char *text, *p;
  const vl_recipe_scope *scope;
  char *why;
  size_t why_len;
  bool failed;
} parser;

static int64_t fail(parser *ps, const char *msg) {
  if (!ps->failed)
    snprintf(ps->why, ps->why_len, "%s at column %d of \"%s\"", msg, (int)(ps->p - ps->text) + 1, ps->text);
  ps->failed = true;
  return 0;
}

static bool is_name_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

static bool take(parser *ps, const char *op) {
  size_t n = strlen(op);
  if (strncmp(ps->p, op, n)) return false;
  /* "<" must not take the first character of "<=", nor "!" of "!=", nor "=" alone. */
  if (n == 1 && (*op == '<' || *op == '>' || *op == '!') && ps->p[1] == '=') return false;
  if (n == 1 && (*op == '&' || *op == '|')) return false;
  ps->p += n;
  return true;
}

static int64_t ternary(parser *ps);

const char *vl_recipe_lookup(const vl_recipe_scope *scope, const char *name, size_t len) {
  for (uint32_t i = scope->count; i-- > 0;)
    if (strlen(scope->names[i].name) == len && !strncmp(scope->names[i].name, name, len)) return scope->names[i].text;
  return NULL;
}

static int64_t primary(parser *ps) {
  if (ps->failed) return 0;
  if (take(ps, "(")) {
    int64_t v = ternary(ps);
    if (!take(ps, ")")) return fail(ps, "expected ')'");
    return v;
  }
  if (*ps->p >= '0' && *ps->p <= '9') {
    char *end;
    long long v = strtoll(ps->p, &end, 0);
    if (is_name_char(*end)) return fail(ps, "malformed number");
    ps->p = end;
    return v;
  }
  const char *name = ps->p;
  while (is_name_char(*ps->p)) ps->p++;
  size_t len = (size_t)(ps->p - name);
  if (!len) return fail(ps, "expected a number, a name or '('");
  if (take(ps, "(")) {   /* a function of two arguments */
    int64_t a = ternary(ps);
    if (!take(ps, ",")) return fail(ps, "expected ','");
    int64_t b = ternary(ps);
    if (!take(ps, ")")) return fail(ps, "expected ')'");
    if (ps->failed) return 0;
    if (len == 3 && !strncmp(name, "min", 3)) return a < b ? a : b;
    if (len == 3 && !strncmp(name, "max", 3)) return a > b ? a : b;
    if (len == 4 && !strncmp(name, "cdiv", 4)) {
      if (b <= 0) return fail(ps, "cdiv by a divisor below 1");
      return a >= 0 ? (a + b - 1) / b : -(-a / b);
    }
    ps->p = name;
    return fail(ps, "unknown function (cdiv, min, max)");
  }
  const char *text = vl_recipe_lookup(ps->scope, name, len);
  if (!text) {
    ps->p = name;
    return fail(ps, "unknown name");
  }
  char *end;
  long long v = strtoll(text, &end, 0);
  if (end == text || *end) {
    ps->p = name;
    return fail(ps, "a name whose value is no integer");
  }
  return v;
}

static int64_t unary(parser *ps) {
  if (take(ps, "-")) return -unary(ps);
  if (take(ps, "!")) return !unary(ps);
  return primary(ps);
}

static int64_t product(parser *ps) {
  int64_t v = unary(ps);
  for (;;) {
    char op = *ps->p;
    if (op != '*' && op != '/' && op != '%') return v;
    ps->p++;
    int64_t r = unary(ps);
    if (ps->failed) return 0;
    if (op == '*') v *= r;
    else if (!r) return fail(ps, "division by zero");
    else v = op == '/' ? v / r : v % r;
  }
}

static int64_t sum(parser *ps) {
  int64_t v = product(ps);
  for (;;) {
    if (take(ps, "+")) v += product(ps);
    else if (take(ps, "-")) v -= product(ps);
    else return v;
  }
}

static int64_t comparison(parser *ps) {
  int64_t v = sum(ps);
  if (take(ps, "==")) return v == sum(ps);
  if (take(ps, "!=")) return v != sum(ps);
  if (take(ps, "<=")) return v <= sum(ps);
  if (take(ps, ">=")) return v >= sum(ps);
  if (take(ps, "<")) return v < sum(ps);
  if (take(ps, ">")) return v > sum(ps);
  return v;
}

static int64_t conjunction(parser *ps) {
  int64_t v = comparison(ps);
  while (take(ps, "&&")) {
    int64_t r = comparison(ps);
    v = v && r;
  }
  return v;
}

static int64_t disjunction(parser *ps) {
  int64_t v = conjunction(ps);
  while (take(ps, "||")) {
    int64_t r = conjunction(ps);
    v = v || r;
  }
  return v;
}

static int64_t ternary(parser *ps) {
  int64_t c = disjunction(ps);
  if (!take(ps, "?")) return c;
  int64_t a = ternary(ps);
  if (!take(ps, ":")) return fail(ps, "expected ':'");
  int64_t b = ternary(ps);
  return c ? a : b;
}

bool vl_recipe_eval(const char *expr, const vl_recipe_scope *scope, int64_t *out, char *why, size_t why_len) {
  parser ps = {.text = expr, .p = expr, .scope = scope, .why = why, .why_len = why_len};
  int64_t v = ternary(&ps);
  if (!ps.failed && *ps.p) fail(&ps, "unexpected character");
  if (ps.failed) return false;
  *out = v;
  return true;
}
