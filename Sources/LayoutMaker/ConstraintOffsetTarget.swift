/// A number of any standard numeric type, for `offset(_:)`,
/// `multipliedBy(_:)`, `dividedBy(_:)` and `Constraint.update(offset:)`.
///
/// ```swift
/// make.top.equalTo(header.snp.bottom).offset(8)
/// make.width.equalToSuperview().dividedBy(3)
/// ```
nonisolated public protocol ConstraintOffsetTarget: ConstraintInsetTarget {}
