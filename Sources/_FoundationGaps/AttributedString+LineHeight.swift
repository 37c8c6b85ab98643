import Foundation

extension AttributedString {
    /// The distance between the baselines of two subsequent lines of a paragraph (Apple's
    /// `AttributedString.LineHeight`, iOS 26, declared by Core Text's overlay of Foundation): SwiftUI's
    /// `lineHeight(_:)` and the `lineHeight` attribute of an attributed string set it.
    ///
    /// Apple documents each form (https://developer.apple.com/documentation/foundation/attributedstring/lineheight):
    /// `variable` is "based on the ascent and descent of the fonts used in each line"; `multiple(factor:)`
    /// "the largest point size multiplied by `factor`", `leading(increase:)` "the largest point size
    /// plus an `increase` (in points)" and `exact(points:)` "the exact given total", each "regardless of
    /// the effective ascent and descent of the fonts in use"; `normal`, `tight` and `loose` are "a
    /// multiple of the point size" perceived as such, whose factors Apple does not give: 1.2, 1.0 and
    /// 1.5 here, a third party's (docs/reference/text-line-height.md), marked there as estimates.
    public struct LineHeight: Hashable, Sendable, Codable {
        /// How the height is found: from the fonts' metrics, or from the line's largest point size.
        enum Rule: Hashable, Sendable, Codable {
            case variable
            case multiple(CGFloat)
            case leading(CGFloat)
            case exact(CGFloat)
        }
        let rule: Rule

        public static var variable: LineHeight { LineHeight(rule: .variable) }
        public static var normal: LineHeight { .multiple(factor: normalFactor) }
        public static var tight: LineHeight { .multiple(factor: tightFactor) }
        public static var loose: LineHeight { .multiple(factor: looseFactor) }
        public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(rule: .multiple(factor)) }
        public static func leading(increase: CGFloat) -> LineHeight { LineHeight(rule: .leading(increase)) }
        public static func exact(points: CGFloat) -> LineHeight { LineHeight(rule: .exact(points)) }

        static let normalFactor: CGFloat = 1.2, tightFactor: CGFloat = 1.0, looseFactor: CGFloat = 1.5

        /// The baseline-to-baseline distance of a line whose largest point size is `pointSize` and
        /// whose fonts' own line height is `natural`: for the text engine, not Apple's API.
        @_spi(Rendering) public func height(pointSize: CGFloat, natural: CGFloat) -> CGFloat {
            switch rule {
            case .variable: natural
            case .multiple(let factor): pointSize * factor
            case .leading(let increase): pointSize + increase
            case .exact(let points): points
            }
        }
    }
}
