/// A view that says, once a render, that it stands in for something it cannot draw (a map's
/// tiles, a video's frames), so a snapshot never silently shows less than the app does; it
/// draws its content unchanged. For this package's other frameworks (MapKit, AVKit…), as
/// `UIViewRepresentable`'s placeholder warns for UIKit views.
nonisolated package struct PlaceholderWarning<Content: View>: View, PrimitiveView {
    let message: String
    let content: Content

    package init(_ message: String, content: Content) {
        self.message = message
        self.content = content
    }

    func makeNodes(in context: BuildContext) -> NodeList {
        context.graph.warnings.warn(message)
        return context.build(content)
    }
}
