/// One channel of the colour sheet (its `ColorSlider`: opacity under every tab, red, green and
/// blue under Sliders): an uppercased footnote label in semibold secondary over a row of the
/// track and the value field, 16 points apart. The track is a capsule filled with the colour
/// running from the channel at 0 to the channel at 1 (over a checkerboard of 12-point squares
/// for opacity, outlined by a hairline); the thumb, as tall as the track, is a disc of the system
/// background with the colour inset in it, at `h / 2 + value × (w − h)`. The field shows the
/// value (a percentage for opacity, 0–255 for the others) on system grey 5, 76 × 36 points, with
/// 8-point continuous corners. A drag on the track sets the value.
///
/// Source, iOS 18.2 decompiled (docs/reference/ios-color-picker.md, section 8): the
/// stacks' spacings (5 and 16), the label's font, the gradient, the 12-point squares, the
/// thumb's centre and the field's 76 × 36. Hidden there, and estimated from iOS 17 screenshots:
/// the track's height (36), the thumb's 3-point rim, the checkerboard's grey and the outline's
/// opacity.
nonisolated struct ColorPickerChannelSlider: View {
    enum Channel { case red, green, blue, opacity }
    let channel: Channel
    let selection: Binding<Color>
    @Environment(\.self) private var environment
    @Environment(\.colorScheme) private var colorScheme

    static let trackHeight: CGFloat = 36
    static let fieldSize = CGSize(width: 76, height: 36)
    static let square: CGFloat = 12

    private var color: Color.Resolved { selection.wrappedValue.resolve(in: environment) }

    private var value: Float {
        switch channel {
        case .red: color.red
        case .green: color.green
        case .blue: color.blue
        case .opacity: color.opacity
        }
    }

    private func with(_ value: Float) -> Color.Resolved {
        var color = self.color
        switch channel {
        case .red: color.red = value
        case .green: color.green = value
        case .blue: color.blue = value
        case .opacity: color.opacity = value
        }
        return color
    }

    private var title: String {
        switch channel {
        case .red: "Red"
        case .green: "Green"
        case .blue: "Blue"
        case .opacity: "Opacity"
        }
    }

    private var field: String {
        let value = Double(min(max(self.value, 0), 1))
        return channel == .opacity ? "\(Int((value * 100).rounded()))%" : "\(Int((value * 255).rounded()))"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 5) {
            Text(title.uppercased()).font(.footnote.weight(.semibold)).foregroundStyle(.secondary)
            HStack(alignment: .center, spacing: 16) {
                track
                Text(field)
                    .font(.body.weight(.medium))
                    .frame(width: Self.fieldSize.width, height: Self.fieldSize.height)
                    .background(Color(.systemGray5), in: RoundedRectangle(cornerRadius: 8, style: .continuous))
            }
        }
    }

    private var track: some View {
        let capsule = Capsule(style: .continuous)
        return GeometryReader { proxy in
            let width = proxy.size.width, height = proxy.size.height
            let fraction = CGFloat(min(max(value, 0), 1))
            ZStack(alignment: .leading) {
                ZStack {
                    if channel == .opacity { Checkerboard(square: Self.square, scheme: colorScheme) }
                    LinearGradient(colors: [Color(with(0)), Color(with(1))], startPoint: .leading, endPoint: .trailing)
                    if channel == .opacity { capsule.strokeBorder(Color(.systemGray).opacity(0.3), lineWidth: 1 / 3) }
                }
                .clipShape(capsule)
                ColorPickerThumb(color: Color(color))
                    .frame(width: height, height: height)
                    .offset(x: fraction * max(width - height, 0))
            }
            .contentShape(capsule)
            .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
                let span = max(width - height, 1)
                selection.wrappedValue = Color(with(Float(min(max((drag.location.x - height / 2) / span, 0), 1))))
            })
        }
        .frame(height: Self.trackHeight)
    }
}

/// The thumb of the colour sheet's sliders and spectrum: a disc of the system background with
/// the colour inset 3 points in it, over a 2-point shadow.
nonisolated struct ColorPickerThumb: View {
    let color: Color

    var body: some View {
        Circle().fill(Color.systemBackground)
            .overlay { Circle().fill(color).padding(3) }
            .shadow(color: Color.black.opacity(0.25), radius: 2)
    }
}

/// Squares of white (black in dark mode) and light grey, `square` points a side, from the
/// top-leading corner: what a translucent colour is seen over.
nonisolated struct Checkerboard: View {
    let square: CGFloat
    let scheme: ColorScheme

    var body: some View {
        Canvas { context, size in
            let base: Color = scheme == .dark ? .black : .white
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(base))
            var squares = Path()
            let columns = Int((size.width / square).rounded(.up)), rows = Int((size.height / square).rounded(.up))
            for row in 0..<max(rows, 0) {
                for column in 0..<max(columns, 0) where (row + column) % 2 == 1 {
                    squares.addRect(CGRect(x: CGFloat(column) * square, y: CGFloat(row) * square, width: square, height: square))
                }
            }
            context.fill(squares, with: .color(Color(white: scheme == .dark ? 0.25 : 0.85)))
        }
    }
}
