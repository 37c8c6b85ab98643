/// The title, image and icon a share sheet previews (SwiftUI's `SharePreview`). The sheet is not
/// drawn, so a ShareLink only keeps it for its type.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    let title: Text

    public init(_ title: Text, image: Image, icon: Icon) { self.title = title }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ title: Text) { self.title = title }
    public init<S: StringProtocol>(_ title: S) { self.title = Text(title) }
}

extension SharePreview where Icon == Never {
    public init(_ title: Text, image: Image) { self.title = title }
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(title) }
}

extension SharePreview where Image == Never {
    public init(_ title: Text, icon: Icon) { self.title = title }
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = Text(title) }
}
