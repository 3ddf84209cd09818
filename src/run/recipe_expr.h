/* Integer expressions of launch recipes: a grid, a buffer's length, a value
 * range, written over the variant's parameters (TM, LB, ...) and the
 * recipe's own `let` names. C's operators on 64-bit integers (+ - * / %,
 * comparisons, && || !, ?:, parentheses) and cdiv(a,b) (a/b rounded up),
 * min(a,b), max(a,b). An expression holds no blanks: recipes split lines at
 * blanks.
 * Needs: the names in scope. Produces: the value, or why not. */
#ifndef VL_RECIPE_EXPR_H
#define VL_RECIPE_EXPR_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A name and its value as text ("256", "float"): a name whose text is no integer is a type or
 * string parameter, an error inside an expression. */
typedef struct vl_recipe_name {
  char name[32];
  char text[32];
} vl_recipe_name;

typedef struct vl_recipe_scope {
  vl_recipe_name *names;
  uint32_t count;
} vl_recipe_scope;

/* The text of `name`, or NULL. Later entries hide earlier ones. */
const char *vl_recipe_lookup(const vl_recipe_scope *scope, const char *name, size_t len);

/* false with why (naming the expression) when malformed, a name is unknown or not an integer, or a
 * division by zero. */
bool vl_recipe_eval(const char *expr, const vl_recipe_scope *scope, int64_t *out, char *why, size_t why_len);

#endif
