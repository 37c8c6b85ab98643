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
nonisolated struct SystemSwitch: View {
    static let size = CGSize(width: 51, height: 31)
    static let thumbDiameter: CGFloat = 27

    @Binding var isOn: Bool
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        Capsule()
            .fill(isOn ? tint ?? .green : Color(.secondarySystemFill))
            .overlay(alignment: isOn ? .trailing : .leading) {
                Circle()
                    .fill(Color.white)
                    .frame(width: Self.thumbDiameter, height: Self.thumbDiameter)
                    .shadow(color: Color.black.opacity(0.15), radius: 4, x: 0, y: 3)
                    .padding((Self.size.height - Self.thumbDiameter) / 2)
            }
            .frame(width: Self.size.width, height: Self.size.height)
            // A disabled UIKit control dims as one layer (CALayer opacity), so its thumb does not
            // show the track through.
            .compositingGroup()
            .opacity(isEnabled ? 1 : 0.5)
            .onTapGesture { isOn.toggle() }
    }
}
