/// The insets, corner radius and font of a bordered button of each control size, iOS 17.
///
/// Sources and estimates: `regular` and `large` use UIKit's `UIButton.Configuration` content
/// insets for `.medium` (7 pt top and bottom, 12 pt leading and trailing) and `.large` (14 and
/// 20), which SwiftUI's bordered styles draw with on iOS; `small` and `mini` draw alike on iOS
/// (SwiftUI's mini falls back to small there), with 4/10 pt insets and the subheadline font,
/// estimated from screenshots; `extraLarge` (iOS 17) is estimated as a step beyond large. The
/// corner radii (6, 8, 12, 14 pt) are estimates from screenshots of `.bordered` buttons, not a
/// published value. Labels keep their own font if one is set.
struct BorderedButtonMetrics {
    let insets: EdgeInsets
    let cornerRadius: CGFloat
    let font: Font
}

extension ControlSize {
    var borderedMetrics: BorderedButtonMetrics {
        switch self {
        case .mini, .small:
            return BorderedButtonMetrics(insets: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10), cornerRadius: 6, font: .subheadline)
        case .regular:
            return BorderedButtonMetrics(insets: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), cornerRadius: 8, font: .body)
        case .large:
            return BorderedButtonMetrics(insets: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), cornerRadius: 12, font: .body)
        case .extraLarge:
            return BorderedButtonMetrics(insets: EdgeInsets(top: 17, leading: 24, bottom: 17, trailing: 24), cornerRadius: 14, font: .body)
        }
    }
}
