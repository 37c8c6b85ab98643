extension CGContext {
    /// One painting a context records instead of rasterizing: the path in device space (each point
    /// mapped by the CTM in force when it was added, as Core Graphics stores the current path), what
    /// was done with it, the colour (the context's alpha multiplied in), the blend mode and the clip.
    package struct Command: Equatable {
        package enum Operation: Equatable {
            /// Filled by the nonzero (`winding`) or even-odd rule.
            case fill(CGPathFillRule)
            case stroke(Stroke)
            /// An image drawn upright into a rectangle of `size` (`draw(_:in:)`): `transform` maps
            /// that rectangle, origin at its top left and y down, to device space.
            case image(CGImage, size: CGSize, transform: CGAffineTransform)
        }

        package var operation: Operation
        package var path: CGPath
        package var color: CGColor
        package var blendMode: CGBlendMode
        /// Clip paths in device space, all of which apply.
        package var clip: [Clip]

        package init(_ operation: Operation, path: CGPath, color: CGColor, blendMode: CGBlendMode = .normal, clip: [Clip] = []) {
            self.operation = operation; self.path = path; self.color = color; self.blendMode = blendMode; self.clip = clip
        }
    }

    /// The line parameters of the graphics state, in user space. Core Graphics strokes with a pen
    /// `lineWidth` wide in the user space of the moment of stroking (Apple's documentation of
    /// `setLineWidth(_:)`), so a recorded stroke keeps that moment's CTM without its translation:
    /// the device-space pen is this `transform` of a user-space one.
    package struct Stroke: Equatable {
        package var lineWidth: CGFloat
        package var lineCap: CGLineCap
        package var lineJoin: CGLineJoin
        package var miterLimit: CGFloat
        package var dashPhase: CGFloat
        package var dashLengths: [CGFloat]
        /// Identity in the graphics state; set when a stroke is recorded.
        package var transform: CGAffineTransform

        package init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                     dashPhase: CGFloat = 0, dashLengths: [CGFloat] = [], transform: CGAffineTransform = .identity) {
            self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
            self.dashPhase = dashPhase; self.dashLengths = dashLengths; self.transform = transform
        }
    }

    /// A clip path in device space and the rule that decides its inside.
    package struct Clip: Equatable {
        package var path: CGPath
        package var rule: CGPathFillRule
        package init(path: CGPath, rule: CGPathFillRule = .winding) { self.path = path; self.rule = rule }
    }
}
