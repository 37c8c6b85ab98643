/// A `Slider`'s parts as UIKit's `UISlider` draws them, in each design.
///
/// iOS 18 (`compatibility`): a 4 pt track and a white 28 pt round thumb with a soft shadow, as tall
/// as the thumb (estimates from iOS 17 screenshots).
///
/// iOS 26 (`liquidGlass`), measured on images iOS 26 drew (docs/reference/ios26-design.md,
/// "Sliders"): 34 pt tall; a 6 pt capsule track across the whole width; a white capsule thumb 37
/// x 24 pt whose centre travels from 18.5 pt to the width less 18.5 (the fill ends there: 277.3
/// pt into a 382 pt slider at 0.75); a soft shadow darkest just below the thumb (about 7.5 %
/// black) and gone about 10 pt out, drawn as black at 12 % blurred with a standard deviation of
/// 4 pt, 2 pt down (fitted to the measured profile). Tick marks (iOS 26 alone): round dots 3 pt
/// across centred 8.4 pt below the track's centre line, grey ((197, 197, 199) measured on a
/// (244, 244, 246) background: drawn as systemGray3, an estimate), measured on the slide of Apple's
/// WWDC25 session 323 (docs/reference/ios26-design.md, "Slider ticks").
struct SliderMetrics: Equatable {
    let height: CGFloat
    let trackHeight: CGFloat
    let thumbSize: CGSize
    let shadowOpacity: Double
    /// The shadow's radius in SwiftUI's `shadow(radius:)` convention (twice its standard deviation).
    let shadowRadius: CGFloat
    let shadowY: CGFloat
    let tickDiameter: CGFloat = 3
    let tickDrop: CGFloat = 8.4

    init(_ design: SystemDesign) {
        switch design {
        case .compatibility:
            height = 28; trackHeight = 4; thumbSize = CGSize(width: 28, height: 28)
            shadowOpacity = 0.15; shadowRadius = 6; shadowY = 3
        case .liquidGlass:
            height = 34; trackHeight = 6; thumbSize = CGSize(width: 37, height: 24)
            shadowOpacity = 0.12; shadowRadius = 8; shadowY = 2
        }
    }
}
