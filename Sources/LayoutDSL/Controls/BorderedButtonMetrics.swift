/// The insets, corner radius and font of a bordered button of each control size, iOS 17.
///
/// Sources and estimates:
/// - `regular`: 7 pt top and bottom, 12 pt leading and trailing, the default content insets of
///   UIKit's `UIButton.Configuration` at the medium size ("The default content inset is (top = 7,
///   leading = 12, bottom = 7, trailing = 12)", Apple Developer Forums thread 733541, where a
///   framework engineer adds that the default follows the small/medium/large size), which
///   SwiftUI's bordered styles draw with on iOS.
/// - `large`: 14 and 20 pt, UIKit's large configuration size as recalled from screenshots, not
///   confirmed by a published source.
/// - `small` and `mini` draw alike on iOS (SwiftUI's mini falls back to small there): 4 and
///   10 pt with the subheadline font, estimated from screenshots.
/// - `extraLarge` (iOS 17): estimated as a step beyond large, 17 and 24 pt.
/// - Corner radii 6, 8, 12 and 14 pt: estimated from screenshots of `.bordered` buttons; Apple
///   publishes none.
/// A label's own font wins over the control size's.
struct BorderedButtonMetrics {
    let insets: EdgeInsets
    let cornerRadius: CGFloat
    let font: Font
}

extension ControlSize {
    var borderedMetrics: BorderedButtonMetrics {
        switch self {
        case .mini, .small:
            return BorderedButtonMetrics(insets: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10),
                                         cornerRadius: 6, font: .subheadline)
        case .regular:
            return BorderedButtonMetrics(insets: EdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12), cornerRadius: 8, font: .body)
        case .large:
            return BorderedButtonMetrics(insets: EdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20), cornerRadius: 12, font: .body)
        case .extraLarge:
            return BorderedButtonMetrics(insets: EdgeInsets(top: 17, leading: 24, bottom: 17, trailing: 24), cornerRadius: 14, font: .body)
        }
    }
}
