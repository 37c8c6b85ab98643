/// The title, image and icon a share sheet previews (SwiftUI's `SharePreview`). The sheet is not
/// drawn, so the preview only gives a ShareLink its types; its parts are not kept.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    public init(_ title: Text, image: Image, icon: Icon) {}
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ title: Text) {}
    public init<S: StringProtocol>(_ title: S) {}
}

extension SharePreview where Icon == Never {
    public init(_ title: Text, image: Image) {}
    public init<S: StringProtocol>(_ title: S, image: Image) {}
}

extension SharePreview where Image == Never {
    public init(_ title: Text, icon: Icon) {}
    public init<S: StringProtocol>(_ title: S, icon: Icon) {}
}
