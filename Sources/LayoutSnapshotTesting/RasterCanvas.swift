import Render

/// In this module `Canvas` is the rasterizer's pixel buffer, not SwiftUI's `Canvas` view
/// (LayoutDSL's), which has the same name: a declaration here wins over both imports.
typealias Canvas = Render.Canvas
