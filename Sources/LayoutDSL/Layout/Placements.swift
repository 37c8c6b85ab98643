/// Where a parent puts each of its subviews, in order: what `NodeBehavior.placements` answers.
/// Most nodes are unary modifiers with one subview, whose placement is kept inline (see
/// `OneOrMany`).
typealias Placements = OneOrMany<Placement>
