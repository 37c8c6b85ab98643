/// The iOS switch (UISwitch), drawn from shapes; a tap on it flips the binding.
///
/// - Size 51 × 31 pt: UISwitch's fixed frame (its view hierarchy dump in c4ios.com, "Hacking
///   UISwitch": `_UISwitchInternalViewNeueStyle1 … frame = (0 0; 51 31)`).
/// - Thumb: a white circle of 27 pt, 2 pt in from the track's edges (31 − 2 × 2), at the trailing
///   end when on; its shadow (black at 15%, blur radius 4, 3 pt down) is estimated from the
///   usual CSS recreations of the iOS switch (`0 3px 8px rgba(0,0,0,.15)`).
/// - Track: the tint if set (SwiftUI's `.tint` colours a switch), else systemGreen, when on;
///   secondarySystemFill when off. Estimated: over white it gives #E9E9EA (120,120,128 at 16%
///   over 255 is 233) and over dark mode's grouped cell background (#1C1C1E) #39393D, the off
///   greys of UISwitch as recalled from Apple's iOS design resources, not verified here.
/// - Disabled: drawn at 50% opacity and not tappable (estimated; UIKit dims disabled controls).
/// - Liquid Glass (iOS 26), measured on images iOS 26 drew (docs/reference/ios26-design.md,
///   "Switches"): 63 × 28 pt; the thumb a white capsule 37 × 24 pt, 2 pt in, with no shadow; off,
///   the track (197, 197, 199) over white and white at 27 % over dark cells (`offTrack`).
nonisolated struct SystemSwitch: View {
    /// The track and thumb of a design.
    struct Metrics {
        let size: CGSize
        let thumb: CGSize
    }
    static let compatibility = Metrics(size: CGSize(width: 51, height: 31), thumb: CGSize(width: 27, height: 27))
    static let liquidGlass = Metrics(size: CGSize(width: 63, height: 28), thumb: CGSize(width: 37, height: 24))
    static func metrics(_ design: SystemDesign) -> Metrics { design == .liquidGlass ? liquidGlass : compatibility }
    /// iOS 26's off track: the grey of (120, 120, 128) at 43 % gives the measured (197, 197, 199)
    /// over white; white at 27 % gives (89, 89, 90) and (101, 101, 102) over dark mode's two cell
    /// greys, measured (90, 90, 94) and (101, 101, 105).
    static let offTrack = Color.system("glassSwitchOffTrack", .rgb(120, 120, 128, 0.43), .rgb(255, 255, 255, 0.27))

    @Binding var isOn: Bool
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.systemDesign) private var design

    var body: some View {
        let metrics = Self.metrics(design), glass = design == .liquidGlass
        Capsule()
            .fill(isOn ? tint ?? .green : glass ? Self.offTrack : Color(.secondarySystemFill))
            .overlay(alignment: isOn ? .trailing : .leading) {
                thumb
                    .frame(width: metrics.thumb.width, height: metrics.thumb.height)
                    .padding((metrics.size.height - metrics.thumb.height) / 2)
            }
            .frame(width: metrics.size.width, height: metrics.size.height)
            // A disabled UIKit control dims as one layer (CALayer opacity), so its thumb does not
            // show the track through.
            .compositingGroup()
            .opacity(isEnabled ? 1 : 0.5)
            .onTapGesture { isOn.toggle() }
    }

    /// iOS 18's round thumb with its shadow, or iOS 26's capsule, which has none.
    @ViewBuilder private var thumb: some View {
        if design == .liquidGlass {
            Capsule().fill(Color.white)
        } else {
            Circle().fill(Color.white).shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
        }
    }
}
