/// The system Paste button (SwiftUI's `PasteButton`, iOS 16:
/// https://developer.apple.com/documentation/swiftui/pastebutton), UIKit's `UIPasteControl`:
/// by default a capsule filled with the tint holding the clipboard symbol and "Paste" in white
/// (its configuration's defaults: icon and label, capsule corners, the tint as background;
/// estimate of the look from iOS 16/17 screenshots). `.labelStyle(IconOnlyLabelStyle())` leaves the icon.
/// Rendered frames have no clipboard, so `onPaste` and `payloadAction` never run.
nonisolated public struct PasteButton: View {
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    @MainActor @preconcurrency public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    public var body: some View {
        Button {} label: { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(BorderedProminentButtonStyle())
            .buttonBorderShape(.capsule)
    }
}
