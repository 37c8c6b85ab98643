/// The resolved tree as JSON, for `--layout-json` and text snapshots.
///
/// Schema (one object per node, nested):
/// `{"type": String, "id": String?, "text": String?, "views": [String]?, "frame": {"x","y","width","height"},
///   "transform": [a, b, c, d, tx, ty], "opacity": Number, "children": [node]?}`
/// Numbers are rounded to 1/1000 point, keys are sorted, so the text is stable across runs.
extension ResolvedNode {
    public var jsonObject: [String: Any] {
        func r(_ v: CGFloat) -> Double { (Double(v) * 1000).rounded() / 1000 + 0 }
        var object: [String: Any] = [
            "type": type,
            "frame": ["x": r(frame.minX), "y": r(frame.minY), "width": r(frame.width), "height": r(frame.height)],
            "transform": [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(r),
            "opacity": r(opacity),
        ]
        if let id { object["id"] = id }
        if let text { object["text"] = text }
        if !views.isEmpty { object["views"] = views }
        if !children.isEmpty { object["children"] = children.map(\.jsonObject) }
        return object
    }
}

extension ResolvedTree {
    public var jsonObject: [String: Any] {
        ["canvas": ["width": Double(canvasSize.width), "height": Double(canvasSize.height)], "root": root.jsonObject]
    }

    /// Pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        try JSONSerialization.data(withJSONObject: jsonObject, options: [.prettyPrinted, .sortedKeys])
    }
}
