/// A control for a colour (SwiftUI's `ColorPicker`): on iOS the label, a flexible space and
/// UIColorWell's well; a tap on the well opens the colour sheet (`ColorPickerSheet`), whose
/// opacity slider shows when `supportsOpacity` is true. With `.labelsHidden()`, the well alone.
/// The `CGColor` initializers are in Color+CGColor.swift.
///
/// The well, as iOS 18.2's UIKitCore draws it (`_UIColorWelliOSVisualStyle`, decompiled; see
/// docs/reference/ios-color-picker.md, section 7): 28 points in a compact width (36 in a
/// regular one), a ring 3 points wide, a disc of the system background inset 3 points, and the
/// colour inset 5 (a translucent colour blends over that disc). The ring is an image of UIKit's
/// asset catalog; it is drawn here as the hue wheel it shows, red at the top, round through
/// yellow, green, cyan, blue and magenta.
nonisolated public struct ColorPicker<Label: View>: View {
    private let selection: Binding<Color>
    private let supportsOpacity: Bool
    private let label: Label
    @State private var isPresented = false
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.horizontalSizeClass) private var sizeClass

    static var rimWidth: CGFloat { 3 }

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection; self.supportsOpacity = supportsOpacity; self.label = label()
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            Button { isPresented = true } label: { well }
                .buttonStyle(PlainButtonStyle())
        }
        .sheet(isPresented: $isPresented) {
            ColorPickerSheet(selection: selection, supportsOpacity: supportsOpacity)
        }
    }

    private var well: some View {
        let hues = stride(from: 0.0, through: 1.0, by: 1.0 / 6).map { Color(hue: $0, saturation: 1, brightness: 1) }
        let diameter: CGFloat = sizeClass == .regular ? 36 : 28
        return ZStack {
            Circle().fill(AngularGradient(colors: hues, center: .center, startAngle: .degrees(-90), endAngle: .degrees(270)))
            Circle().fill(Color.systemBackground).padding(Self.rimWidth)
            Circle().fill(selection.wrappedValue).padding(Self.rimWidth + 2)
        }
        .frame(width: diameter, height: diameter)
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
