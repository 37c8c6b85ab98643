import LayoutDSL

/// The tracking that makes Inter, the stand-in for SF Pro, set words as wide as SF Pro does on
/// iOS: SF Pro's own table (`SystemFontTracking`) plus what Inter's letters need beyond it. The
/// glyph shapes differ, so no tracking makes every word match; this one matches ordinary text
/// (a pangram within 1 % at 11–34 pt in regular, medium, semibold and bold against iOS 26.1's
/// widths; docs/typography.md §2 has the measurements, their source and the fit).
///
/// Two terms, both fitted to those measurements:
/// - **Optical size.** SF Pro is one variable font whose glyphs move from its Text design to its
///   narrower Display design between 17 and 28 pt (WWDC 2020 "The details of UI typography"),
///   and the HIG table is relative to those glyphs: Inter's text design needs the difference,
///   0 to 17 pt, growing to −63/1000 em from 28 pt. Inter Display was measured too and matches
///   SF's display widths worse (its capitals are narrower: a median error of 1.5 % where Inter's
///   text design gives 0.4 %), so it is not used.
/// - **Weight.** SF widens with weight faster than Inter: regular −2.5, then +6, +9 and +15
///   thousandths more for medium, semibold and bold (at text sizes; ×1.45 at display sizes).
///   Heavier weights continue the bold slope; lighter ones were not measured and take regular's.
enum StandInTracking {
    /// Thousandths of an em added to every character of the system font at `size` and `weight`.
    static func tracking(size: CGFloat, weight: Font.Weight) -> CGFloat {
        guard size.isFinite else { return 0 }
        let display = opticalSize(size)
        return SystemFontTracking.tracking(size: size) + display.offset - 2.5 + widening(weight) * (1 + 0.45 * display.fraction)
    }

    /// (point size, the stand-in's offset at that size): fitted at 17, 20, 22 and 28 pt,
    /// interpolated between.
    private static let opticalOffsets: [(size: CGFloat, offset: CGFloat)] = [(17, 0), (20, -14.5), (22, -33), (28, -63)]

    private static func opticalSize(_ size: CGFloat) -> (offset: CGFloat, fraction: CGFloat) {
        let fraction = min(max((size - 17) / 11, 0), 1)
        guard let upper = opticalOffsets.firstIndex(where: { $0.size >= size }) else {
            return (opticalOffsets[opticalOffsets.count - 1].offset, fraction)
        }
        guard upper > 0 else { return (0, fraction) }
        let (high, low) = (opticalOffsets[upper], opticalOffsets[upper - 1])
        return (low.offset + (high.offset - low.offset) * (size - low.size) / (high.size - low.size), fraction)
    }

    /// Thousandths of an em SF Pro's weight adds beyond Inter's at text sizes.
    private static func widening(_ weight: Font.Weight) -> CGFloat {
        let value = CGFloat(weight.value)
        switch value {
        case ..<400: return 0
        case ..<500: return (value - 400) / 100 * 6
        case ..<600: return 6 + (value - 500) / 100 * 3
        default: return 9 + (value - 600) / 100 * 6
        }
    }
}
