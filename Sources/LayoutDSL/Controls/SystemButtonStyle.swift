/// The looks of SwiftUI's built-in button styles on iOS, as one `ButtonStyle` the public
/// primitive styles (`.plain`, `.borderless`, `.bordered`, `.borderedProminent`, `.automatic`)
/// draw through, so they share the touch tracking of user `ButtonStyle`s.
nonisolated struct SystemButtonStyle: ButtonStyle {
    /// `toggle` is a toggle's `.button` style: bordered insets, the tinted fill only when on.
    enum Kind: Equatable { case plain, borderless, bordered, borderedProminent, toggle(isOn: Bool) }
    let kind: Kind

    func makeBody(configuration: Configuration) -> some View {
        SystemButtonBody(kind: kind, configuration: configuration)
    }
}

nonisolated extension PrimitiveButtonStyle {
    /// The built-in style of this kind, with the system's touch tracking.
    func systemBody(_ kind: SystemButtonStyle.Kind,
                    _ configuration: PrimitiveButtonStyleConfiguration) -> PressableButton<SystemButtonStyle> {
        PressableButton(configuration: configuration, style: SystemButtonStyle(kind: kind))
    }
}
