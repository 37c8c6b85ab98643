import Foundation

/// Distances along the WGS 84 ellipsoid, the frame Core Location's coordinates are in.
///
/// Apple documents `CLLocation.distance(from:)` as the length of "a line between the two points that
/// follows the curvature of the Earth", ignoring altitude. The shortest such line on the ellipsoid is
/// the geodesic, and Vincenty's inverse formula gives its length to within a tenth of a millimeter
/// (T. Vincenty, "Direct and inverse solutions of geodesics on the ellipsoid with application of nested
/// equations", Survey Review 23 (176), 1975, pp. 88–93). Checked against GeographicLib's
/// `Geodesic.WGS84.Inverse` (C. F. F. Karney, "Algorithms for geodesics", J. Geodesy 87, 2013), the
/// reference the tests cite.
enum Geodesic {
    /// WGS 84's semi-major axis in meters and flattening (NIMA TR8350.2, "Department of Defense World
    /// Geodetic System 1984", table 3.1).
    static let equatorialRadius = 6_378_137.0
    static let flattening = 1 / 298.257_223_563
    static let polarRadius = equatorialRadius * (1 - flattening)

    /// The radius of the sphere whose meridians are as long as the ellipsoid's: Helmert's series
    /// a / (1 + n) · (1 + n²/4 + n⁴/64), n = f / (2 − f) (Karney, "Transverse Mercator with an accuracy
    /// of a few nanometers", J. Geodesy 85, 2011, eq. 14). Half a great circle of it is half a meridian,
    /// which is the geodesic between antipodes, so the spherical fallback below is exact there.
    static let rectifyingRadius: Double = {
        let n = flattening / (2 - flattening)
        let n2 = n * n
        return equatorialRadius / (1 + n) * (1 + n2 / 4 + n2 * n2 / 64)
    }()

    /// The geodesic distance in meters between two coordinates given in degrees.
    static func distance(from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D) -> CLLocationDistance {
        vincentyDistance(from: start, to: end) ?? haversineDistance(from: start, to: end)
    }

    /// Vincenty's inverse solution, or nil where its iteration on the auxiliary-sphere longitude does not
    /// converge: between points within about half a degree of being antipodal, the case Vincenty's paper
    /// excludes.
    private static func vincentyDistance(from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D) -> CLLocationDistance? {
        let f = flattening
        let longitudeDifference = remainder((end.longitude - start.longitude) * .pi / 180, 2 * .pi)
        // Reduced latitudes: the latitudes on the auxiliary sphere.
        let u1 = atan((1 - f) * tan(start.latitude * .pi / 180))
        let u2 = atan((1 - f) * tan(end.latitude * .pi / 180))
        let sinU1 = sin(u1), cosU1 = cos(u1), sinU2 = sin(u2), cosU2 = cos(u2)

        var lambda = longitudeDifference
        for _ in 0..<200 {
            let sinLambda = sin(lambda), cosLambda = cos(lambda)
            let sinSigma = hypot(cosU2 * sinLambda, cosU1 * sinU2 - sinU1 * cosU2 * cosLambda)
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            // Coincident points have no azimuth; exact antipodes have every azimuth, so the formula
            // cannot pick one.
            if sinSigma == 0 { return cosSigma > 0 ? 0 : nil }
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cos2Alpha = 1 - sinAlpha * sinAlpha
            // On the equator cos²α is 0 and the term is taken as 0 (Vincenty's note on equatorial lines).
            let cos2SigmaM = cos2Alpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cos2Alpha
            let c = f / 16 * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha))
            let previous = lambda
            lambda = longitudeDifference + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda) > .pi { return nil }
            if abs(lambda - previous) < 1e-12 {
                let a = equatorialRadius, b = polarRadius
                let uSquared = cos2Alpha * (a * a - b * b) / (b * b)
                let bigA = 1 + uSquared / 16384 * (4096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
                let bigB = uSquared / 1024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
                let deltaSigma = bigB * sinSigma * (cos2SigmaM + bigB / 4 * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)
                    - bigB / 6 * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return b * bigA * (sigma - deltaSigma)
            }
        }
        return nil
    }

    /// The great-circle distance on the rectifying sphere, by the haversine formula (R. W. Sinnott,
    /// "Virtues of the Haversine", Sky and Telescope 68 (2), 1984, p. 159), for the nearly antipodal
    /// points Vincenty's iteration cannot solve. Exact for antipodes; within about 35 km (0.2 %) of the
    /// geodesic elsewhere in that band, where GeographicLib's series would be needed for more.
    private static func haversineDistance(from start: CLLocationCoordinate2D, to end: CLLocationCoordinate2D) -> CLLocationDistance {
        let phi1 = start.latitude * .pi / 180, phi2 = end.latitude * .pi / 180
        let halfDeltaPhi = (phi2 - phi1) / 2
        let halfDeltaLambda = (end.longitude - start.longitude) * .pi / 360
        let h = sin(halfDeltaPhi) * sin(halfDeltaPhi) + cos(phi1) * cos(phi2) * sin(halfDeltaLambda) * sin(halfDeltaLambda)
        return 2 * rectifyingRadius * asin(min(1, sqrt(h)))
    }
}
