/// A widget the person has configured (Apple's documentation of `WidgetInfo`). A render has
/// none; `WidgetCenter` answers with none.
public struct WidgetInfo: Sendable {
    public let kind: String
    public let family: WidgetFamily
}
