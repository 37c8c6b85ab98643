/// Text styles at the user's text size (Dynamic Type): Apple's published size and leading of
/// each style at each `DynamicTypeSize`, xSmall … accessibility5 (Human Interface Guidelines,
/// Typography → Specifications → iOS/iPadOS Dynamic Type sizes; the table, its copies and one
/// simulator measurement that matches 131 of 132 cells are in docs/dynamic-type.md). A font
/// made `relativeTo:` a style scales with it in proportion to the style's size; fixed sizes
/// (`.system(size:)`, `.custom(_:fixedSize:)`) do not scale.
extension Font {
    /// This font at a text size: text styles take the table's size (their lines are the system
    /// font's own line height at that size, as at Large).
    func scaled(to size: DynamicTypeSize) -> Font {
        guard size != .large, let style = textStyle else { return self }
        var font = self
        let points = style.metrics(at: size).size
        font.size = relativeSize.map { $0 * points / style.metrics.size } ?? points
        return font
    }
}

extension Font.TextStyle {
    /// (point size, leading) at each size, xSmall … accessibility5.
    private var table: [(CGFloat, CGFloat)] {
        switch self {
        case .largeTitle:
            return [(31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
                    (44, 52), (48, 57), (52, 61), (56, 66), (60, 70)]
        case .title:
            return [(25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
                    (38, 46), (43, 51), (48, 57), (53, 62), (58, 68)]
        case .title2:
            return [(19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
                    (34, 41), (39, 47), (44, 52), (50, 59), (56, 66)]
        case .title3:
            return [(17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
                    (31, 38), (37, 44), (43, 51), (49, 58), (55, 65)]
        case .headline, .body:
            return [(14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
                    (28, 34), (33, 40), (40, 48), (47, 56), (53, 62)]
        case .callout:
            return [(13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
                    (26, 32), (32, 39), (38, 46), (44, 52), (51, 60)]
        // The HIG's xxxLarge leading of 28 looks like a typo (every copy repeats it); followed.
        case .subheadline:
            return [(12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
                    (25, 31), (30, 37), (36, 43), (42, 50), (49, 58)]
        case .footnote:
            return [(12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
                    (23, 29), (27, 33), (33, 40), (38, 46), (44, 52)]
        case .caption:
            return [(11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
                    (22, 28), (26, 32), (32, 39), (37, 44), (43, 51)]
        case .caption2:
            return [(11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
                    (20, 25), (24, 30), (29, 35), (34, 41), (40, 48)]
        }
    }

    func metrics(at size: DynamicTypeSize) -> (size: CGFloat, leading: CGFloat) {
        let (points, leading) = table[DynamicTypeSize.allCases.firstIndex(of: size)!]
        return (points, leading)
    }
}
