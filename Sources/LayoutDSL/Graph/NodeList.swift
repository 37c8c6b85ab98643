/// The nodes a view builds, and a node's subviews: most views build one node and most nodes
/// have one subview, which is kept inline (see `OneOrMany`).
typealias NodeList = OneOrMany<LayoutNode>
