#ifndef PATH_CLIPPING_H
#define PATH_CLIPPING_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Polygons in integer coordinates: `coordinates` holds x0, y0, x1, y1… of every polygon in
/// turn, `counts[i]` the number of points of polygon i.
typedef struct PathClippingPolygons {
    int64_t *coordinates;
    size_t *counts;
    size_t polygonCount;
} PathClippingPolygons;

/// The set operation, as Clipper names them (intersection, union, difference, exclusive or).
typedef enum PathClippingOperation {
    PathClippingIntersection = 0,
    PathClippingUnion = 1,
    PathClippingDifference = 2,
    PathClippingExclusiveOr = 3
} PathClippingOperation;

/// Applies `operation` to the subject and the clip polygons, both read with the even-odd rule
/// when `evenOdd` is nonzero, else the non-zero rule. The result, simple polygons whose holes
/// turn the other way from their outlines (so that either rule fills them alike), goes to
/// `result`, which `path_clipping_free` releases. Returns 0, or 1 when Clipper refused the input
/// (a coordinate out of its range, an allocation that failed); `result` is then empty.
int path_clipping_execute(PathClippingOperation operation,
                          const int64_t *subjectCoordinates, const size_t *subjectCounts, size_t subjectPolygons,
                          const int64_t *clipCoordinates, const size_t *clipCounts, size_t clipPolygons,
                          int evenOdd, PathClippingPolygons *result);

void path_clipping_free(PathClippingPolygons *polygons);

#ifdef __cplusplus
}
#endif

#endif
