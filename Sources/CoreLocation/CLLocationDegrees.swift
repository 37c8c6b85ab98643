/// A latitude or longitude in degrees, in the WGS 84 reference frame: positive north and east, negative
/// south and west (Apple's documentation of `CLLocationDegrees`). A plain `Double`, as the C typedef
/// imports on Apple platforms, so arithmetic on it needs no conversion.
public typealias CLLocationDegrees = Double
