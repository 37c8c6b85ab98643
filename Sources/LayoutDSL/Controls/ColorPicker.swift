/// A control for a colour (SwiftUI's `ColorPicker`): on iOS the label, a flexible space and
/// UIColorWell's swatch, a 28-pt circle whose rim is a 3-pt hue wheel (red at the top, round
/// through yellow, green, cyan, blue and magenta) around the selected colour, 2 pt in from the
/// rim. `supportsOpacity` shapes the colour sheet a tap opens, which is not drawn.
/// Sizes are estimates from iOS 17 screenshots. With `.labelsHidden()`, the swatch alone.
/// The `CGColor` initializers are in Color+CGColor.swift.
nonisolated public struct ColorPicker<Label: View>: View {
    private let selection: Binding<Color>
    private let label: Label
    @Environment(\.labelsHidden) private var labelsHidden

    static var diameter: CGFloat { 28 }
    static var rimWidth: CGFloat { 3 }

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.label = label()
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            swatch
        }
    }

    private var swatch: some View {
        let hues = stride(from: 0.0, through: 1.0, by: 1.0 / 6).map { Color(hue: $0, saturation: 1, brightness: 1) }
        return ZStack {
            Circle().strokeBorder(AngularGradient(colors: hues, center: .center, startAngle: .degrees(-90), endAngle: .degrees(270)),
                                  lineWidth: Self.rimWidth)
            Circle().fill(selection.wrappedValue)
                .padding(Self.rimWidth + 2)
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
