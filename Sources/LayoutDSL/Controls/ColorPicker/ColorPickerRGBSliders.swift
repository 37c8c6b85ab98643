/// The colour sheet's Sliders tab (the service's `RGBAView`): red, green and blue sliders 18
/// points apart, then, 25 points below, the colour space and the hexadecimal field (100 × 36
/// points, 8-point continuous corners on system grey 5, body in medium weight), 16 points apart.
/// The colours here are sRGB, so the space reads "sRGB" where a Display P3 iPhone offers its own.
///
/// Source, iOS 18.2 decompiled (docs/reference/ios-color-picker.md, section 4): the
/// stacks' spacings, the field's size, corners, background and font, the digits from
/// `lroundf(c × 255)`.
nonisolated struct ColorPickerRGBSliders: View {
    let selection: Binding<Color>
    @Environment(\.self) private var environment

    static let hexFieldSize = CGSize(width: 100, height: 36)

    var body: some View {
        VStack(spacing: 25) {
            VStack(spacing: 18) {
                ColorPickerChannelSlider(channel: .red, selection: selection)
                ColorPickerChannelSlider(channel: .green, selection: selection)
                ColorPickerChannelSlider(channel: .blue, selection: selection)
            }
            HStack(spacing: 16) {
                Spacer(minLength: 0)
                Text("sRGB Hex Color #").foregroundStyle(.secondary)
                Text(Self.hex(selection.wrappedValue.resolve(in: environment)))
                    .font(.body.weight(.medium))
                    .frame(width: Self.hexFieldSize.width, height: Self.hexFieldSize.height)
                    .background(Color(.systemGray5), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
            }
        }
    }

    /// Six hexadecimal digits, each channel rounded to the nearest of 255 steps.
    static func hex(_ color: Color.Resolved) -> String {
        [color.red, color.green, color.blue]
            .map { String(format: "%02X", Int((min(max($0, 0), 1) * 255).rounded())) }
            .joined()
    }
}
