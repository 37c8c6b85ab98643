/// The colour sheet's Spectrum tab: every hue across (red round to red), each mixed toward white
/// above the middle and shaded toward black below it, in a rectangle of the grid's proportions
/// with 8-point continuous corners; the thumb (the sliders' thumb, 33 points) sits on the
/// selected colour when the spectrum holds it. A tap or drag picks the colour under the finger,
/// its opacity kept.
///
/// Source, iOS 18.2 decompiled (`SpectrumRenderer +colorAtLocation:`, see
/// docs/reference/ios-color-picker.md, section 3): with the point in −1…1 on both axes, a
/// six-sector hue, `hue × (1 − t)` toward black on one side of the middle and `1 + (hue − 1) × t`
/// toward white on the other, sRGB, opaque. Its two easing curves are data constants the
/// decompiler hides, so both are linear here; the axes are as iOS 17 screenshots show the
/// spectrum (hue across, light at the top), the decompiled code's point being read in the
/// other order.
nonisolated struct ColorPickerSpectrum: View {
    let selection: Binding<Color>
    @Environment(\.self) private var environment

    static let thumbDiameter: CGFloat = 33

    /// The colour at a unit point (0…1 across, 0…1 down).
    static func color(at point: CGPoint) -> Color.Resolved {
        let x = min(max(point.x, 0), 1), y = min(max(point.y, 0), 1)
        let hue = Color(hue: Double(x), saturation: 1, brightness: 1).resolve(in: EnvironmentValues())
        let t = Float(abs(1 - 2 * y))
        func mix(_ c: Float) -> Float { y < 0.5 ? 1 + (c - 1) * (1 - t) : c * (1 - t) }
        return Color.Resolved(red: mix(hue.red), green: mix(hue.green), blue: mix(hue.blue))
    }

    var body: some View {
        let current = selection.wrappedValue.resolve(in: environment)
        return GeometryReader { proxy in
            let size = proxy.size
            ZStack(alignment: .topLeading) {
                // The hue is piecewise linear between its six primaries and secondaries, and the
                // mixes are linear in t: two gradients draw `color(at:)` exactly.
                ZStack {
                    LinearGradient(colors: (0...6).map { Color(hue: Double($0) / 6, saturation: 1, brightness: 1) },
                                   startPoint: .leading, endPoint: .trailing)
                    LinearGradient(stops: [.init(color: .white, location: 0), .init(color: .white.opacity(0), location: 0.5),
                                           .init(color: .black.opacity(0), location: 0.5), .init(color: .black, location: 1)],
                                   startPoint: .top, endPoint: .bottom)
                }
                .clipShape(RoundedRectangle(cornerRadius: ColorPickerGrid.cornerRadius, style: .continuous))
                if let point = Self.location(of: current) {
                    ColorPickerThumb(color: Color(current))
                        .frame(width: Self.thumbDiameter, height: Self.thumbDiameter)
                        .offset(x: point.x * size.width - Self.thumbDiameter / 2, y: point.y * size.height - Self.thumbDiameter / 2)
                }
            }
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
                let picked = Self.color(at: CGPoint(x: drag.location.x / max(size.width, 1), y: drag.location.y / max(size.height, 1)))
                selection.wrappedValue = Color(.sRGB, red: Double(picked.red), green: Double(picked.green), blue: Double(picked.blue),
                                               opacity: Double(current.opacity))
            })
        }
        .aspectRatio(CGFloat(ColorPickerGrid.columns) / CGFloat(ColorPickerGrid.rows), contentMode: .fit)
    }

    /// Where the spectrum holds `color`: its hue across, its mix with white or black down; nil
    /// for a colour the spectrum does not hold (the service shows the thumb only within an RGB
    /// distance of 0.55 of the selected colour).
    static func location(of color: Color.Resolved) -> CGPoint? {
        let high = max(color.red, color.green, color.blue), low = min(color.red, color.green, color.blue)
        // Toward white: the lowest channel is the white mixed in; toward black: the highest is what is left.
        let y: CGFloat
        if low > 0, high >= 1 - 1e-3 { y = CGFloat(low) / 2 } else { y = 1 - CGFloat(high) / 2 }
        var hue: CGFloat = 0
        if high - low > 1e-4 {
            let (r, g, b) = (CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue)), d = CGFloat(high - low)
            if color.red == high { hue = ((g - b) / d).truncatingRemainder(dividingBy: 6) }
            else if color.green == high { hue = (b - r) / d + 2 }
            else { hue = (r - g) / d + 4 }
            hue = (hue / 6 + 1).truncatingRemainder(dividingBy: 1)
        }
        let point = CGPoint(x: hue, y: y)
        let found = Self.color(at: point)
        let distance = ((found.red - color.red) * (found.red - color.red) + (found.green - color.green) * (found.green - color.green)
            + (found.blue - color.blue) * (found.blue - color.blue)).squareRoot()
        return distance <= 0.55 ? point : nil
    }
}
