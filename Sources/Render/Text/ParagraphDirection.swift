import LayoutDSL
import CFribidi

/// The base direction of a paragraph. `natural` is UAX #9's own rule (P2–P3: the direction of
/// the first strong character, left-to-right when there is none), which is what UIKit's
/// default `NSWritingDirection.natural` is ("determines using the Unicode Bidi Algorithm rules
/// P2 and P3", https://developer.apple.com/documentation/uikit/nswritingdirection/natural). The forced
/// directions are UAX #9's higher-level protocol HL1, for when an environment's layout
/// direction should decide instead (https://www.unicode.org/reports/tr9/#HL1).
enum ParagraphDirection {
    case natural, leftToRight, rightToLeft

    /// The paragraph type FriBidi takes as its requested base direction.
    var fribidiType: FriBidiParType {
        switch self {
        case .natural: FRIBIDI_PAR_ON
        case .leftToRight: FRIBIDI_PAR_LTR
        case .rightToLeft: FRIBIDI_PAR_RTL
        }
    }
}

extension ParagraphDirection {
    /// The base direction text's options ask for: the layout direction's with iOS 26's
    /// `Text.WritingDirectionStrategy.layoutBased`, else the paragraph's own (`contentBased`,
    /// the default).
    init(_ options: TextLayoutOptions) {
        guard options.writingDirectionStrategy.followsLayout else { self = .natural; return }
        self = options.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
