/// The tracking iOS applies to its system font at each size, in thousandths of an em: SF Pro's
/// size-specific table (Apple's Human Interface Guidelines, Typography, "Tracking values", SF Pro
/// for iOS, 6–96 pt; copied in docs/typography.md §1). The system font carries it in its `trak`
/// table and CoreText adds it after every character, the last included, whenever the system
/// font is used (WWDC 2020 "The details of UI typography"); `tracking(_:)` and `kerning(_:)` add
/// to it. Between listed sizes the value is interpolated, as a `trak` table's is (Apple's
/// TrueType Reference Manual, "The 'trak' table"); outside them it holds the end value.
public enum SystemFontTracking {
    /// (point size, 1/1000 em), as the HIG lists them.
    static let table: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0),
    ]

    /// SF Pro's tracking at `size` points, in thousandths of an em.
    public static func tracking(size: CGFloat) -> CGFloat {
        guard let first = table.first, let last = table.last, size.isFinite else { return 0 }
        if size <= first.size { return first.tracking }
        guard let upper = table.firstIndex(where: { $0.size >= size }) else { return last.tracking }
        let (high, low) = (table[upper], table[upper - 1])
        let fraction = (size - low.size) / (high.size - low.size)
        return low.tracking + (high.tracking - low.tracking) * fraction
    }
}
