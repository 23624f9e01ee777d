import { useIntl } from 'react-intl';
import { EnumBadge } from '../../framework/cells/cells';
import { useValueFormatter } from '../../framework/format/useValueFormatter';
import type { UserViewQuery } from '../../gql/graphql';
import { ProgressBar } from '../../ui/kit/Progress';

type Projects = NonNullable<UserViewQuery['user']>['projects'];

/** The learning progress list ("projects"). */
export function ProjectsList({ projects }: { projects: Projects }) {
  const intl = useIntl();
  const format = useValueFormatter();
  return (
    <section className="card" aria-labelledby="user-projects">
      <h2 id="user-projects" className="section-title">{intl.formatMessage({ id: 'user.view.projects' })}</h2>
      {projects.length === 0 ? (
        <p>{intl.formatMessage({ id: 'user.view.noProjects' })}</p>
      ) : (
        <ul className="projects">
          {projects.map((project) => (
            <li key={project.id} className="projects__item">
              <div className="projects__head">
                <strong>{project.title}</strong>
                {project.language && <span className="projects__language">{format.language(project.language)}</span>}
                <EnumBadge enumName="ProjectStatus" value={project.status} />
              </div>
              <ProgressBar
                label={intl.formatMessage({ id: 'user.project.progressLabel' }, { title: project.title })}
                value={project.progress}
                width="100%"
                valueLabel={intl.formatNumber(project.progress / 100, { style: 'percent' })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
