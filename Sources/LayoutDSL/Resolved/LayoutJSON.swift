/// The resolved tree as JSON, for `--layout-json` and text snapshots: one schema, written by
/// `Encodable`, so every writer produces the same text.
///
/// Schema (one object per node, nested):
/// `{"type": String, "id": String?, "text": String?, "views": [String]?, "modifiers": [String]?, "frame": {"x","y","width","height"},
///   "transform": [a, b, c, d, tx, ty], "opacity": Number, "accessibility": {…}?, "children": [node]?}`
/// (`accessibility` as `AccessibilityProperties` writes it, present when a modifier set something)
/// and for the tree `{"canvas": {"width", "height"}, "root": node}`.
/// Numbers are rounded to 1/1000 point and keys are sorted (`jsonData()`), so the text is stable
/// across runs. A number that is not finite (NaN, ±∞) is written as `null`: JSON has no such
/// numbers, and one bad frame must not make the whole tree unwritable.
extension ResolvedNode: Encodable {
    enum CodingKeys: String, CodingKey { case type, id, text, views, modifiers, frame, transform, opacity, accessibility, children }
    enum FrameKeys: String, CodingKey { case x, y, width, height }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encodeIfPresent(id, forKey: .id)
        try container.encodeIfPresent(text, forKey: .text)
        var frameContainer = container.nestedContainer(keyedBy: FrameKeys.self, forKey: .frame)
        try frameContainer.encode(LayoutNumber(rounding: frame.minX), forKey: .x)
        try frameContainer.encode(LayoutNumber(rounding: frame.minY), forKey: .y)
        try frameContainer.encode(LayoutNumber(rounding: frame.width), forKey: .width)
        try frameContainer.encode(LayoutNumber(rounding: frame.height), forKey: .height)
        if encoder.userInfo[LayoutJSON.compactKey] as? Bool == true {
            if !descendants.isEmpty { try container.encode(children, forKey: .children) }
            return
        }
        if !views.isEmpty { try container.encode(views, forKey: .views) }
        if !modifiers.isEmpty { try container.encode(modifiers, forKey: .modifiers) }
        let t = transform
        try container.encode([t.a, t.b, t.c, t.d, t.tx, t.ty].map { LayoutNumber(rounding: $0) }, forKey: .transform)
        try container.encode(LayoutNumber(rounding: CGFloat(opacity)), forKey: .opacity)
        try container.encodeIfPresent(accessibility, forKey: .accessibility)
        if !descendants.isEmpty { try container.encode(children, forKey: .children) }
    }
}

extension ResolvedTree: Encodable {
    enum CodingKeys: String, CodingKey { case canvas, root }
    enum CanvasKeys: String, CodingKey { case width, height }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var canvas = container.nestedContainer(keyedBy: CanvasKeys.self, forKey: .canvas)
        try canvas.encode(LayoutNumber(Double(canvasSize.width)), forKey: .width)
        try canvas.encode(LayoutNumber(Double(canvasSize.height)), forKey: .height)
        try container.encode(root, forKey: .root)
    }

    /// The schema's text.
    public func jsonData() throws -> Data { try LayoutJSON.data(self) }
}

/// How the schema is written: pretty printed with sorted keys, so the text is stable across runs
/// and files that embed trees (`--layout-json`) format them the same way.
///
/// Compact (`snap render --layout-json-compact`): each node keeps only `type`, `id`, `text`,
/// `frame` and `children`, what most assertions read. docs/layout-json.schema.json describes both.
public enum LayoutJSON {
    static let compactKey = CodingUserInfoKey(rawValue: "LayoutJSON.compact")!

    public static func data<Value: Encodable>(_ value: Value, compact: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.userInfo[compactKey] = compact
        return try encoder.encode(value)
    }
}

/// A number of the schema: rounded to 1/1000 (the canvas size is written as given), `null`
/// when not finite.
struct LayoutNumber: Encodable {
    let value: Double

    init(_ value: Double) { self.value = value }

    /// `+ 0` turns −0 into 0, so a value that rounds to zero prints as 0.
    init(rounding value: CGFloat) { self.init((Double(value) * 1000).rounded() / 1000 + 0) }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        if value.isFinite { try container.encode(value) } else { try container.encodeNil() }
    }
}
